import { usePage } from '@inertiajs/react';

import { ChoiceCard } from '@/components/checkout/choice-card';
import { SelectField, TextField } from '@/components/forms/field';
import { useT, type TranslationKey } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type CheckoutFormApi, type CheckoutOptions } from '@/types/checkout';

const legendClass = 'text-lg font-semibold';

/** Courier (zone with its fee, town, address, interval) or pickup from a store that has every item. */
export function DeliveryFields({ form, options }: { form: CheckoutFormApi; options: CheckoutOptions }) {
  const t = useT();
  const { locale } = usePage().props;
  const { data, set, errors } = form;
  const anyStore = options.stores.some((store) => store.missing.length === 0);

  return (
    <fieldset className="space-y-4" data-test="checkout-delivery">
      <legend className={legendClass}>{t('checkout.delivery')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(['courier', 'pickup'] as const).map((method) => (
          <ChoiceCard
            key={method}
            name="delivery_method"
            value={method}
            checked={data.delivery_method === method}
            onChange={() => set('delivery_method', method)}
            test={`delivery-${method}`}
          >
            <span className="font-medium">{t(`checkout.${method}`)}</span>
          </ChoiceCard>
        ))}
      </div>
      {data.delivery_method === 'courier' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('checkout.zone')}
            required
            error={errors.delivery_zone}
            value={data.delivery_zone}
            onChange={(event) => set('delivery_zone', event.target.value)}
            test="checkout-zone"
          >
            {options.zones.map((zone) => (
              <option key={zone.code} value={zone.code}>
                {t(`checkout.zone.${zone.code}` as TranslationKey)} —{' '}
                {zone.price === 0
                  ? t('checkout.free')
                  : t('checkout.zone_fee', {
                      fee: formatPrice(zone.fee, locale),
                      free: formatPrice(zone.free_from, locale),
                    })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('checkout.city')}
            required
            autoComplete="address-level2"
            value={data.city}
            onValue={(value) => set('city', value)}
            error={errors.city}
            data-test="checkout-city"
          />
          <div className="sm:col-span-2">
            <TextField
              label={t('checkout.address')}
              required
              autoComplete="street-address"
              value={data.address}
              onValue={(value) => set('address', value)}
              error={errors.address}
              data-test="checkout-address"
            />
          </div>
          <SelectField
            label={t('checkout.interval')}
            required
            error={errors.delivery_interval}
            value={data.delivery_interval}
            onChange={(event) => set('delivery_interval', event.target.value)}
            test="checkout-interval"
          >
            {options.intervals.map((interval) => (
              <option key={interval} value={interval}>
                {interval.replace('-', ':00 – ')}:00
              </option>
            ))}
          </SelectField>
        </div>
      ) : (
        <div role="radiogroup" aria-label={t('checkout.store')} className="space-y-2" data-test="checkout-stores">
          {!anyStore && <p className="text-sm text-amber-700 dark:text-amber-400">{t('checkout.no_store')}</p>}
          {options.stores.map((store) => (
            <ChoiceCard
              key={store.id}
              name="store_id"
              value={String(store.id)}
              checked={data.store_id === String(store.id)}
              disabled={store.missing.length > 0}
              describedBy={`store-${store.id}-stock`}
              onChange={(value) => set('store_id', value)}
              test={`store-${store.id}`}
            >
              <span className="block font-medium">{store.name}</span>
              <span className="block text-neutral-600 dark:text-neutral-400">
                {store.city}, {store.address}
              </span>
              <span
                id={`store-${store.id}-stock`}
                className={`mt-1 block text-xs ${store.missing.length === 0 ? 'text-green-700 dark:text-green-400' : 'text-amber-700 dark:text-amber-400'}`}
              >
                {store.missing.length === 0
                  ? t('checkout.store_has_all')
                  : t('checkout.store_lacks', { products: store.missing.join(', ') })}
              </span>
            </ChoiceCard>
          ))}
          {errors.store_id !== undefined && (
            <p className="text-sm text-brand-700 dark:text-brand-400" data-test="field-error">
              {errors.store_id}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
