import { type FormEvent, useState } from 'react';

import { reviewRequest } from '@/components/reviews/review-requests';
import { type OwnReview, type ShopperReviewState } from '@/components/reviews/types';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** App\Http\Requests\Reviews\SubmitReviewRequest::BODY_MIN. */
const BODY_MIN = 20;

type Props = {
  productId: number;
  own: OwnReview | null;
  /** The form open at first (a shopper with no review yet). */
  onSaved: (state: ShopperReviewState & { message: string }) => void;
};

/** Writing or editing the shopper's review: the stars, the text, pros and cons; refusals beside their fields. */
export function ReviewForm({ productId, own, onSaved }: Props) {
  const t = useT();
  const route = useRoute();
  const [values, setValues] = useState({
    rating: own?.rating ?? 0,
    body: own?.body ?? '',
    pros: own?.pros ?? '',
    cons: own?.cons ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof values) => (value: string | number) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // What the server would refuse anyway is said at once, without a request; the server still checks everything.
    const missing: Record<string, string> = {};
    if (values.rating === 0) missing.rating = t('reviews.form.rating_required');
    if (values.body.trim().length < BODY_MIN) missing.body = t('reviews.form.body_too_short', { min: BODY_MIN });
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setSending(true);
    try {
      const answer = await reviewRequest<ShopperReviewState & { message: string }>(
        route('reviews.store', { product: productId }),
        { method: 'POST', body: values },
      );
      if (answer.ok) {
        onSaved(answer.body);
        return;
      }
      const found = Object.fromEntries(Object.entries(answer.errors).map(([key, list]) => [key, list[0] ?? '']));
      setErrors(Object.keys(found).length > 0 ? found : { form: answer.message ?? t('reviews.action_error') });
    } catch {
      setErrors({ form: t('reviews.action_error') });
    } finally {
      setSending(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate data-test="review-form">
      <fieldset>
        <legend className="text-sm font-medium">
          {t('reviews.form.rating')} <span className="text-danger">*</span>
        </legend>
        <div
          className="mt-1 flex gap-1"
          role="radiogroup"
          aria-describedby={errors.rating ? 'review-rating-error' : undefined}
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer text-3xl leading-none" data-test={`review-star-${star}`}>
              <input
                type="radio"
                name="rating"
                value={star}
                checked={values.rating === star}
                onChange={() => set('rating')(star)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`rounded peer-focus-visible:ring-2 peer-focus-visible:ring-accent ${star <= values.rating ? 'text-amber-500' : 'text-border-strong'}`}
              >
                ★
              </span>
              <span className="sr-only">{t('reviews.stars', { count: star })}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="review-rating-error" role="alert" className="mt-1.5 text-sm text-danger" data-test="error-rating">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Textarea
        name="body"
        label={t('reviews.form.body')}
        hint={t('reviews.form.body_hint', { min: BODY_MIN })}
        value={values.body}
        onChange={set('body')}
        error={errors.body || undefined}
        rows={5}
        maxLength={2000}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Textarea
          name="pros"
          label={t('reviews.form.pros')}
          value={values.pros}
          onChange={set('pros')}
          error={errors.pros || undefined}
          rows={2}
          maxLength={500}
        />
        <Textarea
          name="cons"
          label={t('reviews.form.cons')}
          value={values.cons}
          onChange={set('cons')}
          error={errors.cons || undefined}
          rows={2}
          maxLength={500}
        />
      </div>
      {own !== null && <p className="text-sm text-text-subtle">{t('reviews.form.edit_note')}</p>}
      {errors.form ? (
        <p role="alert" className="text-sm text-danger" data-test="review-form-error">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" loading={sending} test="review-submit">
        {t(own === null ? 'reviews.form.submit' : 'reviews.form.update')}
      </Button>
    </form>
  );
}
