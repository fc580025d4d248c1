import { Stars } from '@/components/reviews/stars';
import { type ReviewSummary } from '@/components/reviews/types';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/money';

/** One decimal, the shop's way: 4,5. */
export function formatAverage(average: number): string {
  return formatNumber(Math.round(average * 10) / 10);
}

/** Beside the product's title: the family's average and how many reviews, leading to the reviews; nothing without. */
export function RatingSummary({ summary, anchor }: { summary: ReviewSummary; anchor: string }) {
  const t = useT();
  if (summary.count === 0 || summary.average === null) return null;
  const average = formatAverage(summary.average);

  return (
    <a
      href={`#${anchor}`}
      className="inline-flex items-center gap-2 text-sm text-text-subtle hover:text-accent-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      data-test="rating-summary"
    >
      <Stars rating={summary.average} label={t('reviews.average', { average })} />
      <span className="font-semibold text-text">{average}</span>
      <span>{t('reviews.count', { count: summary.count })}</span>
    </a>
  );
}
