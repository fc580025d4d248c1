import { Truck } from 'lucide-react';

import { useT } from '@/lib/i18n';

export type Shipment = { courier: string | null; number: string | null; url: string | null };

/** A shipped order's courier and tracking number, the number linked to the courier's tracking page when it has one. */
export function OrderShipment({ shipment }: { shipment: Shipment | null | undefined }) {
  const t = useT();
  if (shipment === null || shipment === undefined) return null;

  return (
    <section className="rounded-card border border-border p-4 text-sm" data-test="order-shipment">
      <h2 className="mb-2 flex items-center gap-2 font-semibold">
        <Truck className="size-4" aria-hidden="true" />
        {t('orders.shipment.title')}
      </h2>
      {shipment.courier !== null && (
        <p>
          {t('orders.shipment.courier')}: <span className="font-medium">{shipment.courier}</span>
        </p>
      )}
      {shipment.number !== null && (
        <p>
          {t('orders.shipment.number')}:{' '}
          {shipment.url === null ? (
            <span className="font-medium" data-test="tracking-number">
              {shipment.number}
            </span>
          ) : (
            <a
              href={shipment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-accent-text underline"
              data-test="tracking-link"
            >
              {shipment.number}
            </a>
          )}
        </p>
      )}
    </section>
  );
}
