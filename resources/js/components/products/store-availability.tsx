import { usePage } from '@inertiajs/react';

import { pickupText } from '@/components/products/delivery-texts';
import { type PickupEstimate, type StockLevel, type StoreStock } from '@/components/products/types';
import { StoreAddress } from '@/components/stores/store-address';
import { type TranslationKey, useT } from '@/lib/i18n';

const LABELS: Record<StockLevel, TranslationKey> = {
  in_stock: 'product.store_in_stock',
  few: 'product.store_few',
  none: 'product.store_none',
};

const COLOURS: Record<StockLevel, string> = {
  in_stock: 'bg-success-soft text-success',
  few: 'bg-warning-soft text-warning',
  none: 'bg-surface-strong text-text-muted',
};

type Props = { stores: StoreStock[]; pickup?: PickupEstimate[]; fresh?: boolean };

/**
 * Each store with its address, whether it has the product and, where it has, when a pickup ordered now would be ready
 * (hidden, keeping its place, while that estimate is being asked for again).
 */
export function StoreAvailability({ stores, pickup = [], fresh = true }: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <ul className="divide-y divide-border rounded-lg border border-border" data-test="store-availability">
      {stores.map((store) => {
        const ready = pickup.find((estimate) => estimate.store_id === store.id);

        return (
          <li
            key={store.id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-3 py-2.5 text-sm"
            data-test={`store-${store.id}`}
          >
            <StoreAddress store={store}>
              {ready !== undefined && (
                <p className={`text-success ${fresh ? '' : 'invisible'}`} data-test="store-pickup">
                  {pickupText(ready, t, locale)}
                </p>
              )}
            </StoreAddress>
            <span
              className={`inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium ${COLOURS[store.level]}`}
              data-test="store-stock"
            >
              {t(LABELS[store.level])}
              {store.quantity > 0 && <span>· {t('product.store_quantity', { count: store.quantity })}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
