import { usePage } from '@inertiajs/react';

import { OrderStatusBadge } from '@/components/admin/orders/order-status-badge';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CustomerProfile } from '@/types/admin-customers';
import { type OrderStatus } from '@/types/admin-orders';

/** Every order of the customer (the newest first, each a link to its page), then its returns and warranty claims. */
export function CustomerOrders({ customer }: { customer: CustomerProfile }) {
  const t = useT();
  const { locale } = usePage().props;
  const afterSale = [
    ...customer.returns.map((row) => ({
      ...row,
      key: `r${row.id}`,
      text: t('admin.customers.show.return_row', { id: row.id, order: row.order ?? '—' }),
    })),
    ...customer.claims.map((row) => ({
      ...row,
      key: `c${row.id}`,
      text: t('admin.customers.show.claim_row', { id: row.id, order: row.order ?? '—' }),
    })),
  ];

  return (
    <>
      <Card header={t('admin.customers.columns.orders')} test="customer-orders">
        {customer.orders.length === 0 ? (
          <p className="text-sm text-text-muted">{t('admin.customers.show.no_orders')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {customer.orders.map((order) => (
              <li key={order.number} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <Link
                  href={route('admin.orders.show', { order: order.number })}
                  className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                  data-test={`customer-order-${order.number}`}
                >
                  {order.number}
                </Link>
                <span className="text-text-muted">{formatDateTime(order.placed_at, locale)}</span>
                <OrderStatusBadge status={order.status as OrderStatus} label={order.status_label} />
                {order.company !== null && <span className="text-text-muted">{order.company}</span>}
                <span className="ml-auto">
                  <Price amount={order.total} size="sm" />
                </span>
              </li>
            ))}
          </ul>
        )}
        {customer.figures.orders > customer.orders_shown && (
          <p className="mt-2 text-xs text-text-muted">
            {t('admin.customers.show.orders_limited', { count: customer.orders_shown })}
          </p>
        )}
      </Card>
      <Card header={t('admin.customers.show.returns')} test="customer-returns">
        {afterSale.length === 0 ? (
          <p className="text-sm text-text-muted">{t('admin.customers.show.no_returns')}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {afterSale.map((row) => (
              <li key={row.key} className="flex flex-wrap gap-x-3">
                {row.order !== null ? (
                  <Link
                    href={route('admin.orders.show', { order: row.order })}
                    className="text-accent-text hover:underline"
                  >
                    {row.text}
                  </Link>
                ) : (
                  row.text
                )}
                <span className="text-text-muted">{formatDateTime(row.at, locale)}</span>
                <span>{row.status_label}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
