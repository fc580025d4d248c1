import { usePage } from '@inertiajs/react';
import { Clock } from 'lucide-react';

import { StoreAddress } from '@/components/stores/store-address';
import { Card } from '@/components/ui/card';
import { formatWeekday } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type OrderPickup as Pickup } from '@/types/checkout';

/**
 * Where and when a pickup order waits: the store's address and week, when the order is (or will be) ready and the
 * last day the store keeps it. Dates come from the server (App\Services\Orders\PickupPromise), on the shop's clock.
 */
export function OrderPickup({ pickup }: { pickup: Pickup }) {
  const t = useT();
  const { locale } = usePage().props;
  const { store } = pickup;

  return (
    <Card header={t('orders.pickup.title')} test="order-pickup" className="mt-6">
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <StoreAddress store={store} />
        <div className="flex gap-2">
          <Clock className="mt-0.5 size-4 shrink-0 text-text-muted" aria-hidden="true" />
          <div>
            <p className="font-medium">{t('orders.pickup.hours')}</p>
            <ul className="text-text-muted" data-test="order-pickup-hours">
              {store.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      {pickup.ready_at !== null && (
        <div className="mt-4 space-y-1 border-t border-border pt-4 text-sm">
          <p className="font-medium" data-test="order-pickup-ready">
            {t(pickup.ready ? 'orders.pickup.ready_since' : 'orders.pickup.ready_from', {
              date: formatWeekday(pickup.ready_at, locale),
              time: pickup.ready_at.slice(11, 16),
            })}
          </p>
          {pickup.held_until !== null && (
            <p className="text-text-muted" data-test="order-pickup-held">
              {t('orders.pickup.held', { period: pickup.hold, date: formatWeekday(pickup.held_until, locale) })}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
