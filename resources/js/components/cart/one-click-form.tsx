import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';

import { useT } from '@/lib/i18n';
import { randomKey } from '@/lib/random-key';
import { useRoute } from '@/lib/route';

/**
 * "Buy in one click" on the product page: a phone number is enough; the shop calls back. The idempotency key is
 * made once per form, so a double submit finds the same order.
 */
export function OneClickForm({ product }: { product: { id: number; is_stock: boolean } }) {
  const t = useT();
  const route = useRoute();
  const done = (usePage().flash as { oneClick?: { number: string } } | undefined)?.oneClick;
  const [key] = useState(randomKey);
  const form = useForm({ phone: '', product_id: product.id, idempotency_key: key });
  // Refusals that are not about a field (the unit sold out, a reused form key) come under `cart`.
  const errors: Partial<Record<'phone' | 'product_id' | 'cart', string>> = form.errors;
  const error = errors.phone ?? errors.product_id ?? errors.cart;

  if (!product.is_stock) {
    return null;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('checkout.one-click'), { preserveScroll: true, errorBag: 'oneClick' });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 border-t border-neutral-200 pt-4 dark:border-neutral-800"
      data-test="one-click-form"
    >
      <p className="text-sm font-semibold">{t('one_click.title')}</p>
      <p id="one-click-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
        {t('one_click.hint')}
      </p>
      {done !== undefined ? (
        <p role="status" className="mt-2 text-sm text-green-700 dark:text-green-400" data-test="one-click-done">
          {t('one_click.done', { number: done.number })}
        </p>
      ) : (
        <div className="mt-2 flex gap-2">
          <label htmlFor="one-click-phone" className="sr-only">
            {t('one_click.phone')}
          </label>
          <input
            id="one-click-phone"
            type="tel"
            autoComplete="tel"
            placeholder="060 123 456"
            value={form.data.phone}
            onChange={(event) => form.setData('phone', event.target.value)}
            aria-invalid={error !== undefined}
            aria-describedby={error !== undefined ? 'one-click-hint one-click-error' : 'one-click-hint'}
            className="h-10 min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-3 text-sm focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none aria-[invalid=true]:border-brand-600 dark:border-neutral-700 dark:bg-neutral-900"
            data-test="one-click-phone"
          />
          <button
            type="submit"
            disabled={form.processing}
            className="h-10 shrink-0 rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-60 dark:text-brand-400 dark:hover:bg-neutral-800"
            data-test="one-click-submit"
          >
            {form.processing ? t('one_click.sending') : t('one_click.submit')}
          </button>
        </div>
      )}
      {error !== undefined && (
        <p id="one-click-error" className="mt-1 text-sm text-brand-700 dark:text-brand-400" data-test="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
