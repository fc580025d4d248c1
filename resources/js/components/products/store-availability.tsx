import { usePage } from '@inertiajs/react';
import { MapPin } from 'lucide-react';

import { pickupText } from '@/components/products/delivery-texts';
import { type PickupEstimate, type StockLevel, type StoreStock } from '@/components/products/types';
import { useT } from '@/lib/i18n';
import { type TranslationKey } from '@/lib/i18n';

const LABELS: Record<StockLevel, TranslationKey> = {
  in_stock: 'product.store_in_stock',
  few: 'product.store_few',
  none: 'product.store_none',
};

const COLOURS: Record<StockLevel, string> = {
  in_stock: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-300',
  few: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  none: 'bg-neutral-100 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-400',
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
    <ul
      className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
      data-test="store-availability"
    >
      {stores.map((store) => {
        const ready = pickup.find((estimate) => estimate.store_id === store.id);

        return (
          <li
            key={store.id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-3 py-2.5 text-sm"
            data-test={`store-${store.id}`}
          >
            <div className="flex min-w-0 gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden="true" />
              <div className="min-w-0 break-words">
                <p className="font-medium text-neutral-900 dark:text-neutral-100">{store.name}</p>
                <p className="text-neutral-500 dark:text-neutral-400">
                  {store.city}, {store.address}
                </p>
                {ready !== undefined && (
                  <p className={`text-success ${fresh ? '' : 'invisible'}`} data-test="store-pickup">
                    {pickupText(ready, t, locale)}
                  </p>
                )}
              </div>
            </div>
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
