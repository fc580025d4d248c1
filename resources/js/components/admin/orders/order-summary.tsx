import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { formatInterval, formatLongDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type OrderDetail } from '@/types/admin-orders';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 text-sm">
      <dt className="text-text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Who ordered, where it goes, how it is paid, and what they wrote. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const t = useT();
  const { locale } = usePage().props;
  const { customer, delivery, payment } = order;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card header={t('admin.orders.show.customer')} test="order-customer">
        <dl className="space-y-2">
          <p className="font-medium">{customer.name ?? '—'}</p>
          <p>
            <a href={`tel:${customer.phone}`} className="text-accent-text hover:underline" data-test="customer-phone">
              {customer.phone_display}
            </a>
          </p>
          {customer.email !== null && (
            <p>
              <a href={`mailto:${customer.email}`} className="break-all text-accent-text hover:underline">
                {customer.email}
              </a>
            </p>
          )}
          <p className="text-sm text-text-muted">
            {customer.account === null
              ? t('admin.orders.show.guest')
              : t('admin.orders.show.account', { name: customer.account.name, email: customer.account.email })}
          </p>
        </dl>
      </Card>
      <Card header={t('admin.orders.show.delivery')} test="order-delivery">
        <dl className="space-y-2">
          <Row label={t('admin.orders.show.delivery')}>{delivery.label ?? t('admin.orders.show.not_chosen')}</Row>
          {delivery.store !== null && (
            <Row label={t('admin.orders.show.store')}>
              {delivery.store.name}, {delivery.store.address}
            </Row>
          )}
          {delivery.zone !== null && <Row label={t('admin.orders.show.zone')}>{delivery.zone}</Row>}
          {(delivery.city !== null || delivery.address !== null) && (
            <Row label={t('admin.orders.show.address')}>
              {[delivery.city, delivery.address].filter((part) => part !== null).join(', ')}
            </Row>
          )}
          {delivery.date !== null && (
            <Row label={t('admin.orders.show.day')}>{formatLongDate(delivery.date, locale)}</Row>
          )}
          {delivery.interval !== null && (
            <Row label={t('admin.orders.show.interval')}>{formatInterval(delivery.interval)}</Row>
          )}
        </dl>
      </Card>
      <Card header={t('admin.orders.show.payment')} test="order-payment">
        <p className="text-sm">{payment.label ?? t('admin.orders.show.not_chosen')}</p>
        {payment.credit_months !== null && payment.credit_monthly !== null && (
          <p className="mt-1 text-sm">
            {t('admin.orders.show.credit', {
              programme: payment.credit_programme ?? '—',
              months: payment.credit_months,
              monthly: formatPrice(payment.credit_monthly, locale),
            })}
          </p>
        )}
        {payment.company_name !== null && (
          <p className="mt-1 text-sm">
            {t('admin.orders.show.company', { name: payment.company_name, idno: payment.company_idno ?? '—' })}
          </p>
        )}
      </Card>
      <Card header={t('admin.orders.show.comment')} test="order-comment">
        <p className="text-sm break-words whitespace-pre-line">
          {order.comment ?? <span className="text-text-muted">{t('admin.orders.show.no_comment')}</span>}
        </p>
      </Card>
      {order.call_note !== null && (
        // Staff's own note from the confirming call: the back office shows it, the shopper never sees it.
        <Card header={t('admin.orders.show.call_note')} test="order-call-note">
          <p className="text-sm break-words whitespace-pre-line">{order.call_note}</p>
        </Card>
      )}
    </div>
  );
}
