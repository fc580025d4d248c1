import { router, useForm, usePage } from '@inertiajs/react';
import { type KeyboardEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { type CartPromo } from '@/types/cart';

type Props = {
  promo: CartPromo;
  /** A refusal of the code that came with another form's answer (the order placed at checkout). */
  error?: string;
};

/**
 * The cart's promo code, the same in the cart and at checkout: a field and "apply" while there is none, else the
 * code with what it takes off (or why it does not apply now) and "remove". It is no <form> of its own, so it can sit
 * inside the checkout's form: Enter in the field applies the code.
 */
export function PromoCodeForm({ promo, error }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const form = useForm({ promo_code: '' });
  const options = { preserveScroll: true, errorBag: 'promo' };
  const applied = promo.applied.find((rule) => rule.code !== null);
  const [removing, setRemoving] = useState(false);

  const apply = () => form.post(route('cart.promo.store'), { ...options, onSuccess: () => form.reset() });
  const remove = () =>
    router.delete(route('cart.promo.destroy'), {
      preserveScroll: true,
      onStart: () => setRemoving(true),
      onFinish: () => setRemoving(false),
    });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  if (promo.code !== null) {
    const refusal = error ?? promo.refusal;

    return (
      <div className="mt-4 rounded-lg border border-border p-3 text-sm" data-test="promo-code">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-text-muted">{t('promo.title')}</p>
            <p className="font-mono font-semibold [overflow-wrap:anywhere]" data-test="promo-code-value">
              {promo.code}
            </p>
            {applied !== undefined && refusal === null && (
              <p className="text-success" data-test="promo-code-saving">
                {applied.discount > 0
                  ? t('promo.saving', { amount: formatPrice(applied.discount, locale) })
                  : t('promo.free_delivery')}
              </p>
            )}
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={remove}
            loading={removing}
            className="-me-2 shrink-0 whitespace-nowrap"
            test="promo-code-remove"
          >
            {t('promo.remove')}
          </Button>
        </div>
        {refusal !== null && refusal !== undefined && (
          <p role="alert" className="mt-2 text-danger" data-test="promo-code-refusal">
            {refusal}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="mt-4 flex items-start gap-2" data-test="promo-code-form">
      <TextField
        name="promo_code"
        label={t('promo.title')}
        value={form.data.promo_code}
        onChange={(value) => {
          form.setData('promo_code', value);
          form.clearErrors();
        }}
        error={form.errors.promo_code ?? error}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        className="min-w-0 flex-1"
        data-test="promo-code-input"
      />
      <Button
        variant="secondary"
        onClick={apply}
        loading={form.processing}
        disabled={form.data.promo_code.trim() === ''}
        // Level with the field under its label (the label's line and its margin).
        className="mt-[1.625rem] shrink-0"
        test="promo-code-apply"
      >
        {t('promo.apply')}
      </Button>
    </div>
  );
}
