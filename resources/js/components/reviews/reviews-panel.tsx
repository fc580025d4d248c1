import { useEffect, useState } from 'react';

import { OwnReview } from '@/components/reviews/own-review';
import { reviewRequest } from '@/components/reviews/review-requests';
import { ReviewHistogram } from '@/components/reviews/review-histogram';
import { ReviewItem } from '@/components/reviews/review-item';
import {
  type ProductReviews,
  type ReviewPage,
  type ReviewSort,
  type ShopperReviewState,
} from '@/components/reviews/types';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

const SORTS: ReviewSort[] = ['newest', 'helpful', 'highest', 'lowest'];

/**
 * The reviews' interactive part (loaded after the page): the histogram, the shopper's own review or the form, the
 * list with its sorting and further pages, "was this helpful" and "report".
 */
export function ReviewsPanel({ productId, reviews }: { productId: number; reviews: ProductReviews }) {
  const t = useT();
  const route = useRoute();
  const [list, setList] = useState<ReviewPage>(reviews.list);
  const [shopper, setShopper] = useState<ShopperReviewState | null>(null);
  const [loading, setLoading] = useState(false);
  const [listError, setListError] = useState(false);
  const [actionErrors, setActionErrors] = useState<Record<number, string>>({});

  useEffect(() => {
    const controller = new AbortController();
    reviewRequest<ShopperReviewState>(route('reviews.mine', { product: productId }), { signal: controller.signal })
      .then((answer) => setShopper(answer.ok ? answer.body : { signed_in: false, own: null, voted: [], reported: [] }))
      .catch(() => {
        // Aborted by the next page, or the network dropped: the list stays, without the shopper's part.
      });

    return () => controller.abort();
  }, [productId, route]);

  const load = async (sort: ReviewSort, page: number) => {
    setLoading(true);
    setListError(false);
    try {
      const answer = await reviewRequest<ReviewPage>(
        `${route('reviews.index', { product: productId })}?ordine=${sort}&pagina=${page}`,
      );
      if (!answer.ok) throw new Error(String(answer.status));
      setList((current) =>
        page === 1 ? answer.body : { ...answer.body, reviews: [...current.reviews, ...answer.body.reviews] },
      );
    } catch {
      setListError(true);
    } finally {
      setLoading(false);
    }
  };

  const act = async (id: number, kind: 'vote' | 'report') => {
    if (shopper === null || !shopper.signed_in) {
      setActionErrors((current) => ({ ...current, [id]: t('reviews.helpful.sign_in') }));
      return;
    }
    const url = route(kind === 'vote' ? 'reviews.vote' : 'reviews.report', { review: id });
    const answer = await reviewRequest<{ helpful?: number }>(url, { method: 'POST' }).catch(() => null);
    if (answer === null || !answer.ok) {
      setActionErrors((current) => ({
        ...current,
        [id]: answer?.ok === false ? (answer.message ?? t('reviews.action_error')) : t('reviews.action_error'),
      }));
      return;
    }
    setShopper((current) =>
      current === null
        ? current
        : {
            ...current,
            [kind === 'vote' ? 'voted' : 'reported']: [...current[kind === 'vote' ? 'voted' : 'reported'], id],
          },
    );
    const helpful = answer.body.helpful;
    if (helpful !== undefined) {
      setList((current) => ({
        ...current,
        reviews: current.reviews.map((review) => (review.id === id ? { ...review, helpful } : review)),
      }));
    }
  };

  return (
    <div className="max-w-3xl space-y-6" data-test="reviews-panel">
      <ReviewHistogram summary={reviews.summary} />
      <OwnReview productId={productId} state={shopper} onSaved={setShopper} />
      {list.total > 0 && (
        <div>
          <div className="max-w-xs">
            <Select
              name="review-sort"
              label={t('reviews.sort.label')}
              value={list.sort}
              options={SORTS.map((sort) => ({ value: sort, label: t(`reviews.sort.${sort}`) }))}
              onChange={(sort) => void load(sort, 1)}
            />
          </div>
          <div className="mt-2" aria-busy={loading} data-test="review-list">
            {list.reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                voted={shopper?.voted.includes(review.id) ?? false}
                reported={shopper?.reported.includes(review.id) ?? false}
                own={shopper?.own?.id === review.id}
                onHelpful={() => void act(review.id, 'vote')}
                onReport={() => void act(review.id, 'report')}
                error={actionErrors[review.id] ?? null}
              />
            ))}
          </div>
          {listError && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {t('reviews.load_error')}
            </p>
          )}
          {list.page < list.last_page && (
            <Button
              variant="secondary"
              className="mt-3"
              loading={loading}
              onClick={() => void load(list.sort, list.page + 1)}
              test="reviews-more"
            >
              {t('reviews.more')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
