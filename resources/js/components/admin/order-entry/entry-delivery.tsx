import { type InertiaFormProps } from '@inertiajs/react';
import { usePage } from '@inertiajs/react';

import { townOfZone } from '@/components/checkout/delivery-fields';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { formatInterval, formatWeekday } from '@/lib/format-date';
import { type TranslationKey, useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type EntryDelivery, type EntryDeliveryOptions } from '@/types/order-entry';

type Props<F extends EntryDelivery> = {
  form: Pick<InertiaFormProps<F>, 'data' | 'errors' | 'setData' | 'clearErrors'>;
  options: EntryDeliveryOptions;
  /** The goods' total in bani, for the courier's fee shown (the server computes it again). */
  subtotal: number;
  paymentMethods: string[];
  /** A store sale is handed over at a store: no courier. */
  pickupOnly?: boolean;
};

/**
 * Delivery and payment of an order taken or edited by hand, as the checkout offers them: a courier to a zone (its
 * fee, free from its threshold), town, address, one of the days the zone offers today and an interval; or pickup at a
 * store; then the payment method.
 */
export function EntryDeliveryFields<F extends EntryDelivery>({
  form,
  options,
  subtotal,
  paymentMethods,
  pickupOnly = false,
}: Props<F>) {
  const t = useT();
  const { locale } = usePage().props;
  const field = useFormField(
    form as unknown as Pick<InertiaFormProps<EntryDelivery>, 'data' | 'errors' | 'setData' | 'clearErrors'>,
  );
  const set = (change: Partial<EntryDelivery>) => form.setData((data: F) => ({ ...data, ...change }));
  const zone = options.zones.find((candidate) => candidate.value === form.data.delivery_zone);
  const fee = zone === undefined ? null : subtotal >= zone.free_from ? 0 : zone.fee;
  const zoneField = field('delivery_zone');
  const chooseZone = (code: string) => {
    zoneField.onChange(code);
    const dates = options.zones.find((candidate) => candidate.value === code)?.dates ?? [];
    const town = townOfZone(code, t);
    set({
      delivery_date: dates.includes(form.data.delivery_date) ? form.data.delivery_date : (dates[0] ?? ''),
      ...(town !== null && form.data.city.trim() === '' ? { city: town } : {}),
    });
  };

  return (
    <div className="space-y-4" data-test="entry-delivery">
      {!pickupOnly && (
        <RadioGroup
          {...field('delivery_method')}
          label={t('admin.calls.form.delivery')}
          inline
          options={[
            { value: 'courier', label: t('admin.orders.delivery.courier') },
            { value: 'pickup', label: t('admin.orders.delivery.pickup') },
          ]}
        />
      )}
      {form.data.delivery_method === 'courier' && !pickupOnly ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            {...zoneField}
            onChange={chooseZone}
            label={t('checkout.zone')}
            placeholder={t('checkout.zone')}
            options={options.zones.map((option) => ({
              value: option.value,
              label: `${t(`checkout.zone.${option.value}` as TranslationKey)} — ${t('checkout.zone_fee', {
                fee: formatPrice(option.fee, locale),
                free: formatPrice(option.free_from, locale),
              })}`,
            }))}
            hint={fee === null ? undefined : t('admin.calls.form.fee', { fee: formatPrice(fee, locale) })}
            className="sm:col-span-2"
            required
          />
          <TextField {...field('city')} label={t('admin.calls.form.city')} required />
          <TextField {...field('address')} label={t('admin.calls.form.address')} required />
          <Select
            {...field('delivery_date')}
            label={t('checkout.date')}
            placeholder={t('checkout.date')}
            options={(zone?.dates ?? []).map((date) => ({ value: date, label: formatWeekday(date, locale) }))}
            required
          />
          <Select
            {...field('delivery_interval')}
            label={t('checkout.interval')}
            placeholder={t('checkout.interval')}
            options={options.intervals.map((interval) => ({ value: interval, label: formatInterval(interval) }))}
            required
          />
        </div>
      ) : (
        <Select
          {...field('store_id')}
          label={t('admin.calls.form.store')}
          placeholder={t('admin.calls.form.store')}
          options={options.stores.map((store) => ({ value: String(store.value), label: store.label }))}
          required
        />
      )}
      <Select
        {...field('payment_method')}
        label={t('admin.calls.form.payment')}
        options={paymentMethods.map((method) => ({
          value: method,
          label: t(`checkout.payment.${method}` as TranslationKey),
        }))}
      />
    </div>
  );
}
