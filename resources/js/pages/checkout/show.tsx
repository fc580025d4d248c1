import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent, type ReactNode } from 'react';

import { CheckoutTotals } from '@/components/checkout/checkout-totals';
import { DeliveryFields, sectionTitleClass, townOfZone } from '@/components/checkout/delivery-fields';
import { PaymentFields } from '@/components/checkout/payment-fields';
import { SavedAddressPicker } from '@/components/checkout/saved-address-picker';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/layouts/storefront/container';
import { LegalText } from '@/components/legal/legal-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { cheapestInTotal } from '@/lib/credit';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';
import { type SavedAddress } from '@/types/account';
import { type CartSummary } from '@/types/cart';
import { type CheckoutData, type CheckoutOptions } from '@/types/checkout';

type Props = {
  breadcrumbs: Crumb[];
  summary: CartSummary;
  options: CheckoutOptions;
  contact: { name: string; email: string; phone: string };
  /** A signed-in shopper's saved addresses, the default first (none for a guest). */
  addresses: SavedAddress[];
  idempotency_key: string;
};

/** The checkout: contact, delivery, payment, comment and consent; the order is priced and placed on the server. */
export default function CheckoutPage({ breadcrumbs, summary, options, contact, addresses, idempotency_key }: Props) {
  const t = useT();
  const route = useRoute();
  const guest = usePage().props.auth.user === null;
  // The default saved address fills the courier fields from the start, when its zone is one the checkout offers.
  const saved = addresses.find(
    (address) => address.is_default && options.zones.some((zone) => zone.code === address.zone),
  );
  const firstZone = saved?.zone ?? options.zones[0]?.code ?? '';
  const firstDates = options.zones.find((zone) => zone.code === firstZone)?.dates ?? [];
  const form = useForm<CheckoutData>({
    idempotency_key,
    ...contact,
    phone: formatPhone(contact.phone),
    delivery_method: 'courier',
    delivery_zone: firstZone,
    delivery_date: firstDates[0] ?? '',
    city: saved?.city ?? townOfZone(firstZone, t) ?? '',
    address: saved?.address ?? '',
    delivery_interval: options.intervals[0] ?? '',
    store_id: String(options.stores.find((store) => store.missing.length === 0)?.id ?? ''),
    payment_method: 'cash',
    credit_programme: cheapestInTotal(options.credit)?.slug ?? '',
    company_name: '',
    company_idno: '',
    comment: '',
    consent: false,
  });
  const field = useFormField(form);
  const { formRef, fallbackRef, refused } = useFocusFirstError<HTMLFormElement, HTMLDivElement>();
  // Refusals that belong to no field (the cart changed meanwhile) come under `cart`.
  const errors: Partial<Record<keyof CheckoutData | 'cart' | 'promo_code', string>> = form.errors;
  const zone = options.zones.find((candidate) => candidate.code === form.data.delivery_zone);
  const fee = form.data.delivery_method === 'courier' && !summary.free_delivery ? (zone?.price ?? 0) : 0;
  const hasErrors = Object.keys(form.errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('checkout.store'), { preserveScroll: true, onError: refused });
  };

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('checkout.title')}</h1>
      <form
        method="post"
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start"
        data-test="checkout-form"
      >
        <div className="space-y-8">
          {hasErrors && (
            <div ref={fallbackRef} tabIndex={-1} className="outline-none">
              <Alert tone="error" test="checkout-errors">
                {errors.cart ?? errors.promo_code ?? t('checkout.fix_errors')}
              </Alert>
            </div>
          )}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className={`mb-4 ${sectionTitleClass}`}>{t('checkout.contact')}</legend>
            <TextField
              {...field('name')}
              label={t('checkout.name')}
              required
              autoComplete="name"
              className="sm:col-span-2"
            />
            <TextField
              {...field('phone')}
              label={t('checkout.phone')}
              required
              type="tel"
              autoComplete="tel"
              hint={t('forms.phone_hint')}
            />
            <TextField
              {...field('email')}
              label={t('checkout.email')}
              required={!guest}
              hint={guest ? t('checkout.email_optional') : undefined}
              type="email"
              autoComplete="email"
            />
          </fieldset>
          <DeliveryFields
            form={form}
            options={options}
            saved={<SavedAddressPicker addresses={addresses} form={form} options={options} />}
          />
          <PaymentFields form={form} credit={options.credit} />
          <Textarea {...field('comment')} label={t('checkout.comment')} rows={3} maxLength={1000} />
        </div>
        <CheckoutTotals summary={summary} deliveryFee={fee} promoError={errors.promo_code}>
          <Checkbox
            {...field('consent')}
            label={<LegalText text={t('checkout.consent')} />}
            required
            className="mt-4"
          />
          <Button type="submit" size="lg" loading={form.processing} className="mt-4 w-full" test="checkout-submit">
            {form.processing ? t('checkout.placing') : t('checkout.place')}
          </Button>
        </CheckoutTotals>
      </form>
    </Container>
  );
}

CheckoutPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
