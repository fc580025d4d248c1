import { usePage } from '@inertiajs/react';

import { formatInterval, formatWeekday } from '@/lib/format-date';
import { useT, type TranslationKey } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { formatPhone } from '@/lib/phone';
import { type Order } from '@/types/checkout';

const box = 'rounded-xl border border-border p-4';

/** Delivery, payment and contact of an order, as three boxes. */
export function OrderDetails({ order }: { order: Order }) {
  const t = useT();
  const { locale } = usePage().props;
  const { delivery, payment } = order;

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section className={box} data-test="order-delivery">
        <h2 className="font-semibold">{t('orders.delivery')}</h2>
        {delivery.method !== null && (
          <p className="mt-2 text-sm">{t(delivery.method === 'courier' ? 'checkout.courier' : 'checkout.pickup')}</p>
        )}
        {delivery.method === 'courier' && (
          <p className="mt-1 text-sm text-text-muted">
            {delivery.city}, {delivery.address}
          </p>
        )}
        {delivery.method === 'courier' && (delivery.date !== null || delivery.interval !== null) && (
          <p className="mt-1 text-sm text-text-muted" data-test="order-delivery-slot">
            {[
              delivery.date === null ? null : formatWeekday(delivery.date, locale),
              delivery.interval === null ? null : formatInterval(delivery.interval),
            ]
              .filter((part) => part !== null)
              .join(', ')}
          </p>
        )}
        {delivery.store !== null && (
          <p className="mt-1 text-sm text-text-muted">
            {delivery.store.name}, {delivery.store.address}
          </p>
        )}
      </section>
      <section className={box} data-test="order-payment">
        <h2 className="font-semibold">{t('orders.payment')}</h2>
        {payment.method !== null && (
          <p className="mt-2 text-sm">{t(`checkout.payment.${payment.method}` as TranslationKey)}</p>
        )}
        {payment.company_name !== null && (
          <p className="mt-1 text-sm text-text-muted">
            {t('orders.company', { name: payment.company_name, idno: payment.company_idno ?? '' })}
          </p>
        )}
        {payment.credit_monthly !== null && (
          <p className="mt-1 text-sm text-text-muted">
            {t('orders.credit', {
              months: payment.credit_months ?? 0,
              monthly: formatPrice(payment.credit_monthly, locale),
            })}
          </p>
        )}
      </section>
      <section className={box} data-test="order-contact">
        <h2 className="font-semibold">{t('orders.contact')}</h2>
        <p className="mt-2 text-sm">{order.contact.name}</p>
        <p className="mt-1 text-sm text-text-muted">{formatPhone(order.contact.phone)}</p>
        {order.contact.email !== null && (
          <p className="mt-1 text-sm break-all text-text-muted">{order.contact.email}</p>
        )}
      </section>
    </div>
  );
}
