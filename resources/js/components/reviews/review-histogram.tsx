import { formatAverage } from '@/components/reviews/rating-summary';
import { Stars } from '@/components/reviews/stars';
import { type ReviewSummary } from '@/components/reviews/types';
import { useT } from '@/lib/i18n';

/** The average in large, and a bar for each number of stars with how many reviews gave it. */
export function ReviewHistogram({ summary }: { summary: ReviewSummary }) {
  const t = useT();
  if (summary.count === 0 || summary.average === null) {
    return (
      <p className="text-sm text-text-subtle" data-test="reviews-none">
        {t('reviews.none')}
      </p>
    );
  }
  const average = formatAverage(summary.average);

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8" data-test="reviews-histogram">
      <div className="shrink-0">
        <p className="text-4xl font-bold" data-test="reviews-average">
          {average}
        </p>
        <Stars rating={summary.average} label={t('reviews.average', { average })} size="md" />
        <p className="mt-1 text-sm text-text-subtle">{t('reviews.count', { count: summary.count })}</p>
      </div>
      <ul className="w-full max-w-sm space-y-1" aria-label={t('reviews.histogram')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.histogram[String(stars)] ?? 0;

          return (
            <li key={stars} className="flex items-center gap-2 text-sm" data-test={`histogram-${stars}`}>
              <span className="w-8 shrink-0 text-text-subtle" aria-hidden="true">
                {stars}★
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${(count / summary.count) * 100}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums">
                <span className="sr-only">{t('reviews.histogram_row', { stars, count })}</span>
                <span aria-hidden="true">{count}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
