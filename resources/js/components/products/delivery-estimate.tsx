import { usePage } from '@inertiajs/react';
import { Store, Truck } from 'lucide-react';

import { courierText, pickupText } from '@/components/products/delivery-texts';
import { type DeliveryEstimate as Estimate, type StoreStock } from '@/components/products/types';
import { useT, type TranslationKey } from '@/lib/i18n';

type Props = { estimate: Estimate; stores: StoreStock[]; fresh: boolean };

/**
 * When an order placed now arrives by courier (zones that share the first day on one line) and the earliest pickup
 * with its store. Hidden, keeping its place, while the estimate the page came with is past its time and the fresh
 * one is on its way (useFreshEstimate).
 */
export function DeliveryEstimate({ estimate, stores, fresh }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const earliest = [...estimate.pickup].sort((a, b) => a.ready_at.localeCompare(b.ready_at))[0];
  const store = earliest === undefined ? undefined : stores.find((candidate) => candidate.id === earliest.store_id);
  if (estimate.courier.length === 0 && earliest === undefined) {
    return null;
  }

  return (
    <ul
      aria-label={t('product.delivery.title')}
      aria-busy={!fresh}
      className={`mt-3 space-y-1.5 text-sm ${fresh ? '' : 'invisible'}`}
      data-test="delivery-estimate"
    >
      {estimate.courier.map((entry) => (
        <li key={entry.date} className="flex gap-2" data-test="delivery-courier">
          <Truck className="mt-0.5 size-4 shrink-0 text-text-muted" aria-hidden="true" />
          <span>
            <span className="font-medium">{courierText(entry, t, locale)}</span>{' '}
            <span className="text-text-muted">
              · {entry.zones.map((zone) => t(`checkout.zone.${zone}` as TranslationKey)).join(', ')}
            </span>
          </span>
        </li>
      ))}
      {earliest !== undefined && (
        <li className="flex gap-2" data-test="delivery-pickup">
          <Store className="mt-0.5 size-4 shrink-0 text-text-muted" aria-hidden="true" />
          <span>
            <span className="font-medium">{pickupText(earliest, t, locale)}</span>
            {store !== undefined && (
              <span className="text-text-muted"> {t('product.delivery.pickup_store', { store: store.name })}</span>
            )}
          </span>
        </li>
      )}
    </ul>
  );
}
