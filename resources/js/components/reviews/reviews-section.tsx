import { lazy, Suspense, useRef, useState } from 'react';

import { type ProductReviews } from '@/components/reviews/types';
import { useWhenNear } from '@/hooks/use-when-near';
import { useT } from '@/lib/i18n';

// The histogram, the list with its sorting and votes, and the form load when the shopper gets near them: none of it
// is in the page's first view.
const ReviewsPanel = lazy(() =>
  import('@/components/reviews/reviews-panel').then((module) => ({ default: module.ReviewsPanel })),
);

/**
 * The product's reviews section. The page (which may come from the page cache) carries the published reviews; the
 * section's own script, and what is one shopper's (their review, their votes), load once it is near the viewport.
 */
export function ReviewsSection({ id, productId, reviews }: { id: string; productId: number; reviews: ProductReviews }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useWhenNear(ref, () => setNear(true), productId);

  const placeholder = (
    <p className="text-sm text-text-subtle" data-test="reviews-placeholder">
      {reviews.summary.count === 0 ? t('reviews.none') : t('reviews.count', { count: reviews.summary.count })}
    </p>
  );

  return (
    <section ref={ref} id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24" data-test="reviews">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
        {t('reviews.title')}
      </h2>
      <div className="mt-4">
        {near ? (
          <Suspense fallback={placeholder}>
            <ReviewsPanel key={productId} productId={productId} reviews={reviews} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
