import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';

import { LegalText } from '@/components/legal/legal-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { randomKey } from '@/lib/random-key';
import { useRoute } from '@/lib/route';
import { PHONE_PLACEHOLDER } from '@/lib/phone';

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
  const field = useFormField(form);
  // Refusals that are not about a field (the unit sold out, a reused form key) come under `cart`; all of them are
  // shown under the phone, the one thing the shopper can change here.
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
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="one-click-title"
      className="mt-4 border-t border-border pt-4"
      data-test="one-click-form"
    >
      <p id="one-click-title" className="text-sm font-semibold text-text">
        {t('one_click.title')}
      </p>
      {done !== undefined ? (
        <div className="mt-2">
          <Alert tone="success" test="one-click-done" arrival>
            {t('one_click.done', { number: done.number })}
          </Alert>
        </div>
      ) : (
        <div className="mt-2 space-y-2">
          <TextField
            {...field('phone')}
            error={error}
            type="tel"
            label={t('one_click.phone')}
            hint={t('one_click.hint')}
            required
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={form.processing}
            className="w-full"
            test="one-click-submit"
          >
            {form.processing ? t('one_click.sending') : t('one_click.submit')}
          </Button>
          <p className="text-xs text-text-muted" data-test="one-click-privacy">
            <LegalText text={t('one_click.privacy')} />
          </p>
        </div>
      )}
    </form>
  );
}
