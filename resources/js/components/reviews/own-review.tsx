import { useState } from 'react';

import { ReviewForm } from '@/components/reviews/review-form';
import { type ShopperReviewState } from '@/components/reviews/types';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = {
  productId: number;
  /** Null while the shopper's own request is on its way. */
  state: ShopperReviewState | null;
  onSaved: (state: ShopperReviewState) => void;
};

/** The shopper's part: sign in to write; the form; or their review's state (waiting, published, rejected and why). */
export function OwnReview({ productId, state, onSaved }: Props) {
  const t = useT();
  const route = useRoute();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (state === null) return null;

  if (!state.signed_in) {
    return (
      <p className="text-sm" data-test="review-sign-in">
        {t('reviews.form.sign_in')}{' '}
        <a href={route('login')} className="font-semibold text-accent-text hover:underline">
          {t('reviews.form.sign_in_link')}
        </a>
      </p>
    );
  }

  const own = state.own;
  const saved = (next: ShopperReviewState & { message: string }) => {
    setEditing(false);
    setMessage(next.message);
    onSaved(next);
  };

  return (
    <div className="rounded-card border border-border bg-surface-raised p-4" data-test="own-review">
      <h3 className="font-semibold">{t(own === null ? 'reviews.form.title' : 'reviews.form.edit_title')}</h3>
      {message !== null && (
        <p role="status" className="mt-2 text-sm text-success" data-test="review-sent">
          {message}
        </p>
      )}
      {own !== null && !editing && (
        <div className="mt-2 space-y-3">
          <p className="text-sm" data-test="own-review-status">
            {own.status === 'rejected'
              ? t('reviews.form.status.rejected', { reason: own.reject_reason ?? '' })
              : t(`reviews.form.status.${own.status}`)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} test="review-edit">
            {t('reviews.form.edit')}
          </Button>
        </div>
      )}
      {(own === null || editing) && (
        <div className="mt-3">
          <ReviewForm productId={productId} own={own} onSaved={saved} />
          {editing && (
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setEditing(false)}>
              {t('reviews.form.cancel')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
