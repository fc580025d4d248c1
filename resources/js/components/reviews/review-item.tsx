import { usePage } from '@inertiajs/react';

import { Stars } from '@/components/reviews/stars';
import { type PublishedReview } from '@/components/reviews/types';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';

type Props = {
  review: PublishedReview;
  /** Whether the shopper found it helpful or reported it (their own request), null while unknown. */
  voted: boolean;
  reported: boolean;
  own: boolean;
  onHelpful: () => void;
  onReport: () => void;
  /** The refusal or failure of the shopper's last vote or report on it. */
  error: string | null;
};

/** One published review: stars, author, date, "bought here", the text, pros and cons, the shop's reply, the votes. */
export function ReviewItem({ review, voted, reported, own, onHelpful, onReport, error }: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <article className="border-b border-border py-4 last:border-b-0" data-test="review" data-review={review.id}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} />
        <span className="font-semibold">{review.author}</span>
        {review.date !== null && <span className="text-sm text-text-subtle">{formatDate(review.date, locale)}</span>}
        {review.verified && (
          <Badge tone="success" test="review-verified">
            {t('reviews.verified')}
          </Badge>
        )}
      </header>
      {review.variant !== null && (
        <p className="mt-1 text-xs text-text-subtle">{t('reviews.variant', { name: review.variant })}</p>
      )}
      <p className="mt-2 text-sm break-words whitespace-pre-line" data-test="review-body">
        {review.body}
      </p>
      {(review.pros !== null || review.cons !== null) && (
        <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
          {review.pros !== null && (
            <div>
              <dt className="font-medium text-success">{t('reviews.pros')}</dt>
              <dd className="break-words whitespace-pre-line">{review.pros}</dd>
            </div>
          )}
          {review.cons !== null && (
            <div>
              <dt className="font-medium text-danger">{t('reviews.cons')}</dt>
              <dd className="break-words whitespace-pre-line">{review.cons}</dd>
            </div>
          )}
        </dl>
      )}
      {review.reply !== null && (
        <div className="mt-3 rounded-lg bg-surface-muted p-3 text-sm" data-test="review-reply">
          <p className="font-medium">{t('reviews.reply')}</p>
          <p className="mt-1 break-words whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
      {!own && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-text-subtle">{t('reviews.helpful.question')}</span>
          <button
            type="button"
            onClick={onHelpful}
            disabled={voted}
            aria-pressed={voted}
            className="rounded-full border border-border px-3 py-1 hover:border-accent disabled:cursor-default disabled:border-success-line disabled:text-success"
            data-test="review-helpful"
          >
            {t(voted ? 'reviews.helpful.thanks' : 'reviews.helpful.yes', { count: review.helpful })}
          </button>
          <button
            type="button"
            onClick={onReport}
            disabled={reported}
            className="text-text-subtle underline-offset-2 hover:underline disabled:no-underline"
            data-test="review-report"
          >
            {t(reported ? 'reviews.report.done' : 'reviews.report.button')}
          </button>
          {error !== null && (
            <p role="alert" className="w-full text-danger" data-test="review-action-error">
              {error}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
