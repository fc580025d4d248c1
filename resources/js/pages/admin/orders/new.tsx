import { useForm } from '@inertiajs/react';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CustomerSearch } from '@/components/admin/order-entry/customer-search';
import { EntryCompanyFields } from '@/components/admin/order-entry/entry-company';
import { EntryDeliveryFields } from '@/components/admin/order-entry/entry-delivery';
import { EntryHandOverField } from '@/components/admin/order-entry/entry-hand-over';
import { EntryLines } from '@/components/admin/order-entry/entry-lines';
import { townOfZone } from '@/components/checkout/delivery-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useFormField } from '@/hooks/use-form-field';
import AdminLayout from '@/layouts/admin-layout';
import { type TranslationKey, useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type EntryDeliveryOptions, type EntryLine, type FoundCustomer } from '@/types/order-entry';

type Props = EntryDeliveryOptions & { locales: string[]; idempotency_key: string; can_lower_prices: boolean };

/** The lines as the server takes them: a unit price only where staff typed one that differs from the list price. */
function linesOf(lines: EntryLine[]) {
  return lines.map((line) => ({
    product_id: line.id,
    quantity: line.quantity,
    unit_price: line.price === (line.list_price ?? line.price) ? null : line.price,
  }));
}

/**
 * An order taken by hand (/admin/comenzi/noua): by phone or at a store's counter. The customer found by phone,
 * e-mail or name (an account, a past order) or typed; the products by name or SKU with their units per place (for
 * those who may, a unit price under the list price, with its reason); delivery or pickup as the checkout offers them;
 * payment, a company buyer when ticked (for its invoice) and staff's note. The form's key makes a double click one
 * order; the server prices the lines and reserves the units, or says beside the lines what is short.
 */
export default function AdminNewOrderPage({
  zones,
  stores,
  intervals,
  max_quantity,
  locales,
  idempotency_key,
  can_lower_prices,
}: Props) {
  const t = useT();
  const firstZone = zones[0];
  const [lines, setLines] = useState<EntryLine[]>([]);
  const form = useForm({
    idempotency_key,
    channel: 'phone' as 'phone' | 'store',
    customer_id: '' as string | number,
    name: '',
    phone: '',
    email: '',
    locale: locales[0] ?? 'ro',
    lines: [] as { product_id: number; quantity: number; unit_price: number | null }[],
    price_reason: '',
    delivery_method: 'courier' as 'courier' | 'pickup',
    delivery_zone: firstZone?.value ?? '',
    city: townOfZone(firstZone?.value ?? '', t) ?? '',
    address: '',
    delivery_date: firstZone?.dates[0] ?? '',
    delivery_interval: intervals[0] ?? '',
    store_id: '',
    payment_method: 'cash',
    company_buyer: false,
    // A store sale is handed over at the counter unless staff untick it; a phone order never is.
    handed_over: true,
    company_name: '',
    company_idno: '',
    note: '',
  });
  const field = useFormField(form);
  const { formRef, fallbackRef, refused } = useFocusFirstError<HTMLFormElement, HTMLDivElement>();
  const errors: Partial<Record<string, string>> = form.errors;
  const hasErrors = Object.keys(form.errors).length > 0;
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const store = form.data.channel === 'store';
  const below = lines.some((line) => line.price < (line.list_price ?? line.price));

  const changeLines = (next: EntryLine[]) => {
    setLines(next);
    form.setData((data) => ({
      ...data,
      lines: linesOf(next),
    }));
    const lineErrors = Object.keys(errors).filter((key) => key.startsWith('lines') || key === 'cart');
    if (lineErrors.length > 0) form.clearErrors(...(lineErrors as never[]));
  };
  const chooseCustomer = (customer: FoundCustomer) => {
    const zone = zones.find((candidate) => candidate.value === customer.delivery_zone);
    form.setData((data) => ({
      ...data,
      customer_id: customer.account_id ?? '',
      name: customer.name,
      phone: customer.phone,
      email: customer.email ?? '',
      ...(zone !== undefined && customer.address !== null
        ? {
            delivery_zone: zone.value,
            city: customer.city ?? data.city,
            address: customer.address,
            delivery_date: zone.dates[0] ?? '',
          }
        : {}),
    }));
    form.clearErrors('name', 'phone', 'email');
  };

  return (
    <div className="space-y-5">
      <Link
        href={route('admin.orders.index')}
        className="inline-flex items-center gap-1 rounded-sm text-sm text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('admin.orders.show.back')}
      </Link>
      <AdminPageHeader title={t('admin.order_entry.title')} intro={t('admin.order_entry.intro')} />
      <form
        method="post"
        ref={formRef}
        noValidate
        className="space-y-5"
        data-test="new-order-form"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(route('admin.orders.store'), { preserveScroll: true, onError: refused });
        }}
      >
        {hasErrors && (
          <div ref={fallbackRef} tabIndex={-1} className="outline-none">
            <Alert tone="error" test="new-order-error">
              {errors.cart ?? t('admin.calls.errors.summary')}
            </Alert>
          </div>
        )}
        <Card header={t('admin.order_entry.customer.title')} test="new-order-customer">
          <div className="space-y-4">
            <RadioGroup
              {...field('channel')}
              onChange={(channel) => {
                field('channel').onChange(channel);
                if (channel === 'store') form.setData((data) => ({ ...data, channel, delivery_method: 'pickup' }));
              }}
              label={t('admin.order_entry.channel')}
              inline
              options={[
                { value: 'phone', label: t('admin.order_entry.channel.phone') },
                { value: 'store', label: t('admin.order_entry.channel.store') },
              ]}
            />
            <CustomerSearch onChoose={chooseCustomer} />
            {form.data.customer_id !== '' && (
              <p className="text-sm text-text-muted" data-test="new-order-account">
                {t('admin.order_entry.customer.for_account')}{' '}
                <Button variant="ghost" size="sm" onClick={() => form.setData('customer_id', '')}>
                  {t('admin.order_entry.customer.unlink')}
                </Button>
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...field('name')} label={t('checkout.name')} autoComplete="off" required />
              <TextField {...field('phone')} type="tel" label={t('checkout.phone')} autoComplete="off" required />
              <TextField
                {...field('email')}
                type="email"
                label={t('admin.order_entry.customer.email')}
                autoComplete="off"
              />
              <Select
                {...field('locale')}
                label={t('admin.order_entry.customer.locale')}
                options={locales.map((code) => ({
                  value: code,
                  label: t(`admin.order_entry.locale.${code}` as TranslationKey),
                }))}
              />
            </div>
          </div>
        </Card>
        <Card header={t('admin.order_entry.lines.title')}>
          <EntryLines
            lines={lines}
            onChange={changeLines}
            maxQuantity={max_quantity}
            error={errors.lines ?? errors.cart}
            editPrices={can_lower_prices}
            lineErrors={(index) =>
              errors[`lines.${index}.quantity`] ??
              errors[`lines.${index}.product_id`] ??
              errors[`lines.${index}.unit_price`]
            }
          />
          {below && (
            <TextField
              {...field('price_reason')}
              className="mt-4"
              label={t('admin.order_edit.price_reason')}
              hint={t('admin.order_edit.price_reason_hint')}
              maxLength={255}
              required
            />
          )}
        </Card>
        <Card header={t('admin.order_entry.delivery')}>
          <div className="space-y-4">
            <EntryDeliveryFields
              form={form}
              options={{ zones, stores, intervals, max_quantity }}
              subtotal={subtotal}
              paymentMethods={['cash', 'card', 'transfer']}
              pickupOnly={store}
            />
            {store && <EntryHandOverField form={form} />}
            <EntryCompanyFields form={form} />
            <Textarea
              {...field('note')}
              label={t('admin.order_entry.note')}
              hint={t('admin.order_entry.note_hint')}
              rows={2}
              maxLength={1000}
            />
          </div>
        </Card>
        <div className="flex justify-end">
          <Button type="submit" loading={form.processing} test="new-order-submit">
            {t('admin.order_entry.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

AdminNewOrderPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
