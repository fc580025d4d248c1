import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { formatInterval, formatWeekday } from '@/lib/format-date';
import { useT, type TranslationKey } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type CheckoutForm, type CheckoutOptions } from '@/types/checkout';

/** The checkout's section titles: the delivery and payment choices are titled by their own legend. */
export const sectionTitleClass = 'text-lg font-semibold';

/** The zone whose town is known: choosing it fills an empty town field with the town's name. */
const townZone = 'chisinau';

/** The town the zone implies, or null when the zone covers several towns. */
export function townOfZone(zone: string, t: ReturnType<typeof useT>): string | null {
  return zone === townZone ? t('checkout.zone.chisinau') : null;
}

/**
 * Courier (zone with its fee, town, address, interval) or pickup from a store that has every item; `saved` (a signed-in
 * shopper's saved addresses) comes first among the courier fields.
 */
export function DeliveryFields({
  form,
  options,
  saved,
}: {
  form: CheckoutForm;
  options: CheckoutOptions;
  saved?: ReactNode;
}) {
  const t = useT();
  const { locale } = usePage().props;
  const field = useFormField(form);
  const anyStore = options.stores.some((store) => store.missing.length === 0);
  const zoneField = field('delivery_zone');
  const zone = options.zones.find((candidate) => candidate.code === form.data.delivery_zone);
  const chooseZone = (code: string) => {
    zoneField.onChange(code);
    // Each zone has its own days: a day the new zone does not offer becomes its first one.
    const dates = options.zones.find((candidate) => candidate.code === code)?.dates ?? [];
    form.setData((data) => (dates.includes(data.delivery_date) ? data : { ...data, delivery_date: dates[0] ?? '' }));
    const town = townOfZone(code, t);
    // Only an empty town is filled: what the shopper typed stays.
    if (town !== null && form.data.city.trim() === '') {
      form.setData((data) => (data.city.trim() === '' ? { ...data, city: town } : data));
      if (form.errors.city !== undefined) form.clearErrors('city');
    }
  };

  return (
    <div className="space-y-4" data-test="checkout-delivery">
      <ChoiceCards
        {...field('delivery_method')}
        label={<span className={`block pb-2 ${sectionTitleClass}`}>{t('checkout.delivery')}</span>}
        columns={2}
        options={(['courier', 'pickup'] as const).map((method) => ({ value: method, title: t(`checkout.${method}`) }))}
      />
      {form.data.delivery_method === 'courier' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {saved}
          <Select
            {...zoneField}
            onChange={chooseZone}
            label={t('checkout.zone')}
            required
            options={options.zones.map((zone) => ({
              value: zone.code,
              label: `${t(`checkout.zone.${zone.code}` as TranslationKey)} — ${
                zone.price === 0
                  ? t('checkout.free')
                  : t('checkout.zone_fee', {
                      fee: formatPrice(zone.fee, locale),
                      free: formatPrice(zone.free_from, locale),
                    })
              }`,
            }))}
          />
          <TextField {...field('city')} label={t('checkout.city')} required autoComplete="address-level2" />
          <TextField
            {...field('address')}
            label={t('checkout.address')}
            required
            autoComplete="street-address"
            className="sm:col-span-2"
          />
          <Select
            {...field('delivery_date')}
            label={t('checkout.date')}
            required
            options={(zone?.dates ?? []).map((date) => ({ value: date, label: formatWeekday(date, locale) }))}
          />
          <Select
            {...field('delivery_interval')}
            label={t('checkout.interval')}
            required
            options={options.intervals.map((interval) => ({
              value: interval,
              label: formatInterval(interval),
            }))}
          />
        </div>
      ) : (
        <div className="space-y-3" data-test="checkout-stores">
          {!anyStore && (
            <Alert tone="warning" test="checkout-no-store">
              {t('checkout.no_store')}
            </Alert>
          )}
          <ChoiceCards
            {...field('store_id')}
            label={t('checkout.store')}
            required
            options={options.stores.map((store) => ({
              value: String(store.id),
              title: store.name,
              disabled: store.missing.length > 0,
              description: (
                <>
                  {store.city}, {store.address}
                  <span
                    className={`mt-1 block text-xs ${store.missing.length === 0 ? 'text-success' : 'text-warning'}`}
                  >
                    {store.missing.length === 0
                      ? t('checkout.store_has_all')
                      : t('checkout.store_lacks', { products: store.missing.join(', ') })}
                  </span>
                </>
              ),
            }))}
          />
        </div>
      )}
    </div>
  );
}
