import { useForm } from '@inertiajs/react';
import { type FormEvent, type ReactNode } from 'react';

import { CheckoutTotals } from '@/components/checkout/checkout-totals';
import { DeliveryFields } from '@/components/checkout/delivery-fields';
import { PaymentFields } from '@/components/checkout/payment-fields';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Field, FormNotice, inputClass, submitClass, TextField } from '@/components/forms/field';
import { Container } from '@/components/layout/container';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';
import { type CartSummary } from '@/types/cart';
import { type CheckoutData, type CheckoutFormApi, type CheckoutOptions } from '@/types/checkout';

type Props = {
  breadcrumbs: Crumb[];
  summary: CartSummary;
  options: CheckoutOptions;
  contact: { name: string; email: string; phone: string };
  idempotency_key: string;
};

/** The checkout: contact, delivery, payment, comment and consent; the order is priced and placed on the server. */
export default function CheckoutPage({ breadcrumbs, summary, options, contact, idempotency_key }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm<CheckoutData>({
    idempotency_key,
    ...contact,
    phone: formatPhone(contact.phone),
    delivery_method: 'courier',
    delivery_zone: options.zones[0]?.code ?? '',
    city: '',
    address: '',
    delivery_interval: options.intervals[0] ?? '',
    store_id: String(options.stores.find((store) => store.missing.length === 0)?.id ?? ''),
    payment_method: 'cash',
    credit_programme: options.credit[0]?.slug ?? '',
    company_name: '',
    company_idno: '',
    comment: '',
    consent: false,
  });
  const api: CheckoutFormApi = {
    data: form.data,
    // Inertia types setData per key through a helper TypeScript cannot match to a generic key here.
    set: (key, value) => form.setData((data) => ({ ...data, [key]: value })),
    errors: form.errors as CheckoutFormApi['errors'],
  };
  const zone = options.zones.find((candidate) => candidate.code === form.data.delivery_zone);
  const fee = form.data.delivery_method === 'courier' ? (zone?.price ?? 0) : 0;
  const hasErrors = Object.keys(form.errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('checkout.store'), { preserveScroll: true });
  };

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('checkout.title')}</h1>
      <form
        onSubmit={submit}
        noValidate
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start"
        data-test="checkout-form"
      >
        <div className="space-y-8">
          {hasErrors && (
            <FormNotice tone="error" test="checkout-errors">
              {api.errors.cart ?? t('checkout.fix_errors')}
            </FormNotice>
          )}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-4 text-lg font-semibold">{t('checkout.contact')}</legend>
            <div className="sm:col-span-2">
              <TextField
                label={t('checkout.name')}
                required
                autoComplete="name"
                value={form.data.name}
                onValue={(value) => form.setData('name', value)}
                error={api.errors.name}
                data-test="checkout-name"
              />
            </div>
            <TextField
              label={t('checkout.phone')}
              required
              type="tel"
              autoComplete="tel"
              hint={t('forms.phone_hint')}
              value={form.data.phone}
              onValue={(value) => form.setData('phone', value)}
              error={api.errors.phone}
              data-test="checkout-phone"
            />
            <TextField
              label={t('checkout.email')}
              required
              type="email"
              autoComplete="email"
              value={form.data.email}
              onValue={(value) => form.setData('email', value)}
              error={api.errors.email}
              data-test="checkout-email"
            />
          </fieldset>
          <DeliveryFields form={api} options={options} />
          <PaymentFields form={api} credit={options.credit} />
          <Field label={t('checkout.comment')} error={api.errors.comment}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={3}
                maxLength={1000}
                value={form.data.comment}
                onChange={(event) => form.setData('comment', event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={inputClass}
                data-test="checkout-comment"
              />
            )}
          </Field>
        </div>
        <CheckoutTotals summary={summary} deliveryFee={fee}>
          <label className="mt-4 flex items-start gap-2 text-sm text-neutral-700 dark:text-neutral-300">
            <input
              type="checkbox"
              checked={form.data.consent}
              onChange={(event) => form.setData('consent', event.target.checked)}
              aria-invalid={api.errors.consent !== undefined}
              aria-describedby={api.errors.consent !== undefined ? 'checkout-consent-error' : undefined}
              className="mt-0.5 size-4 shrink-0 rounded border-neutral-300 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-neutral-600"
              data-test="checkout-consent"
            />
            <span>{t('checkout.consent')}</span>
          </label>
          {api.errors.consent !== undefined && (
            <p
              id="checkout-consent-error"
              className="mt-1 text-sm text-brand-700 dark:text-brand-400"
              data-test="field-error"
            >
              {api.errors.consent}
            </p>
          )}
          <button
            type="submit"
            disabled={form.processing}
            className={`${submitClass} mt-4 w-full`}
            data-test="checkout-submit"
          >
            {form.processing ? t('checkout.placing') : t('checkout.place')}
          </button>
        </CheckoutTotals>
      </form>
    </Container>
  );
}

CheckoutPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
