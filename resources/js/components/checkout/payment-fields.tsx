import { usePage } from '@inertiajs/react';

import { ChoiceCard } from '@/components/checkout/choice-card';
import { SelectField, TextField } from '@/components/forms/field';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type CheckoutFormApi, type CreditOption, type PaymentMethod } from '@/types/checkout';

const METHODS: PaymentMethod[] = ['cash', 'card', 'credit', 'transfer'];

/** Cash or card to the courier, credit (programme with its monthly payment), or bank transfer for companies. */
export function PaymentFields({ form, credit }: { form: CheckoutFormApi; credit: CreditOption[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const { data, set, errors } = form;
  const methods = credit.length === 0 ? METHODS.filter((method) => method !== 'credit') : METHODS;

  return (
    <fieldset className="space-y-4" data-test="checkout-payment">
      <legend className="text-lg font-semibold">{t('checkout.payment')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <ChoiceCard
            key={method}
            name="payment_method"
            value={method}
            checked={data.payment_method === method}
            onChange={() => set('payment_method', method)}
            test={`payment-${method}`}
          >
            <span className="font-medium">{t(`checkout.payment.${method}`)}</span>
          </ChoiceCard>
        ))}
      </div>
      {data.payment_method === 'credit' && (
        <SelectField
          label={t('checkout.credit_programme')}
          required
          error={errors.credit_programme}
          value={data.credit_programme}
          onChange={(event) => set('credit_programme', event.target.value)}
          test="checkout-credit"
        >
          {credit.map((option) => (
            <option key={option.slug} value={option.slug}>
              {t('checkout.credit_option', {
                name: option.name,
                months: option.months,
                monthly: formatPrice(option.monthly, locale),
              })}
            </option>
          ))}
        </SelectField>
      )}
      {data.payment_method === 'transfer' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('checkout.company_name')}
            required
            autoComplete="organization"
            value={data.company_name}
            onValue={(value) => set('company_name', value)}
            error={errors.company_name}
            data-test="checkout-company"
          />
          <TextField
            label={t('checkout.company_idno')}
            required
            inputMode="numeric"
            maxLength={13}
            value={data.company_idno}
            onValue={(value) => set('company_idno', value)}
            error={errors.company_idno}
            data-test="checkout-idno"
          />
        </div>
      )}
    </fieldset>
  );
}
