import { usePage } from '@inertiajs/react';

import { CompanyFields } from '@/components/checkout/company-fields';
import { sectionTitleClass } from '@/components/checkout/delivery-fields';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Select } from '@/components/ui/select';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type CheckoutForm, type CreditOption, type PaymentMethod } from '@/types/checkout';

const METHODS: PaymentMethod[] = ['cash', 'card', 'online_card', 'mia', 'credit', 'transfer'];

/**
 * Cash or card to the courier, a card online (maib) or an MIA instant payment right after the order, credit
 * (programme with its monthly payment), or bank transfer for companies.
 */
export function PaymentFields({ form, credit }: { form: CheckoutForm; credit: CreditOption[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const field = useFormField(form);
  const methods = credit.length === 0 ? METHODS.filter((method) => method !== 'credit') : METHODS;

  return (
    <div className="space-y-4" data-test="checkout-payment">
      <ChoiceCards
        {...field('payment_method')}
        label={<span className={`block pb-2 ${sectionTitleClass}`}>{t('checkout.payment')}</span>}
        columns={2}
        options={methods.map((method) => ({
          value: method,
          title: t(`checkout.payment.${method}`),
          // Paid online right after the order: the card page at maib, or an MIA QR on the order page.
          description:
            method === 'online_card'
              ? t('checkout.payment.online_card.hint')
              : method === 'mia'
                ? t('checkout.payment.mia.hint')
                : undefined,
        }))}
      />
      {form.data.payment_method === 'credit' && (
        <Select
          {...field('credit_programme')}
          label={t('checkout.credit_programme')}
          required
          options={credit.map((option) => ({
            value: option.slug,
            label: t('checkout.credit_option', {
              name: option.name,
              months: option.months,
              monthly: formatPrice(option.monthly, locale),
            }),
          }))}
        />
      )}
      {form.data.payment_method === 'transfer' && <CompanyFields form={form} />}
    </div>
  );
}
