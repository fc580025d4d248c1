import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { ReviewModerationForm } from '@/components/admin/reviews/review-moderation-form';
import { Stars } from '@/components/reviews/stars';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type QueuedReview, type ReviewStatus } from '@/types/admin-reviews';

const TONES: Record<ReviewStatus, BadgeTone> = { pending: 'info', published: 'success', rejected: 'danger' };

/** One review in the moderation queue: the whole text, who wrote it about what, and publish / reject / reply. */
export function QueuedReviewCard({ review }: { review: QueuedReview }) {
  const t = useT();
  const { locale } = usePage().props;
  const [open, setOpen] = useState<'reject' | 'reply' | null>(null);
  const [publishing, setPublishing] = useState(false);

  return (
    <article
      className="space-y-3 rounded-card border border-border bg-surface-raised p-4"
      data-test="queued-review"
      data-review={review.id}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <a
            href={review.product.url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold break-words text-accent-text hover:underline"
          >
            {review.product.name}
          </a>
          <p className="text-xs text-text-muted">{review.product.sku}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {review.verified && <Badge tone="success">{t('admin.reviews.verified')}</Badge>}
          {review.reports > 0 && <Badge tone="warning">{t('admin.reviews.reports', { count: review.reports })}</Badge>}
          <Badge tone={TONES[review.status]} test="queued-review-status">
            {t(`admin.reviews.status.${review.status}`)}
          </Badge>
        </div>
      </header>
      <Stars rating={review.rating} label={t('admin.reviews.rating', { rating: review.rating })} />
      <p className="text-sm break-words whitespace-pre-line" data-test="queued-review-body">
        {review.body}
      </p>
      {(review.pros !== null || review.cons !== null) && (
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          {review.pros !== null && (
            <div>
              <dt className="font-medium">{t('reviews.pros')}</dt>
              <dd className="break-words whitespace-pre-line">{review.pros}</dd>
            </div>
          )}
          {review.cons !== null && (
            <div>
              <dt className="font-medium">{t('reviews.cons')}</dt>
              <dd className="break-words whitespace-pre-line">{review.cons}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="text-xs break-words text-text-muted">
        {t('admin.reviews.by', {
          name: review.author.name,
          email: review.author.email,
          date: review.written_at === null ? '' : formatDateTime(review.written_at, locale),
          language: review.locale.toUpperCase(),
        })}
        {' · '}
        {t('admin.reviews.helpful', { count: review.helpful })}
      </p>
      {review.status === 'rejected' && review.reject_reason !== null && (
        <p className="text-sm break-words text-danger">
          {t('admin.reviews.reason_shown', { reason: review.reject_reason })}
        </p>
      )}
      {review.reply !== null && open !== 'reply' && (
        <div className="border-l-2 border-accent pl-3 text-sm" data-test="queued-review-reply">
          <p className="font-medium">{t('admin.reviews.current_reply')}</p>
          <p className="break-words whitespace-pre-line">{review.reply}</p>
        </div>
      )}
      {open === null ? (
        <div className="flex flex-wrap gap-2">
          {review.status !== 'published' && (
            <Button
              size="sm"
              loading={publishing}
              test="review-publish"
              onClick={() =>
                router.post(
                  route('admin.reviews.publish', { review: review.id }),
                  {},
                  {
                    preserveScroll: true,
                    onStart: () => setPublishing(true),
                    onFinish: () => setPublishing(false),
                  },
                )
              }
            >
              {t('admin.reviews.publish')}
            </Button>
          )}
          {review.status !== 'rejected' && (
            <Button size="sm" variant="secondary" test="review-reject" onClick={() => setOpen('reject')}>
              {t('admin.reviews.reject.open')}
            </Button>
          )}
          <Button size="sm" variant="secondary" test="review-reply" onClick={() => setOpen('reply')}>
            {t(review.reply === null ? 'admin.reviews.reply.open' : 'admin.reviews.reply.edit')}
          </Button>
        </div>
      ) : (
        <ReviewModerationForm
          kind={open}
          reviewId={review.id}
          initial={open === 'reply' ? (review.reply ?? '') : ''}
          onDone={() => setOpen(null)}
        />
      )}
    </article>
  );
}
