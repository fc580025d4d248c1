import { usePage } from '@inertiajs/react';
import { ClipboardList } from 'lucide-react';

import { CustomerFlagBadge } from '@/components/admin/customers/customer-flag-badge';
import { OrderStatusBadge } from '@/components/admin/orders/order-status-badge';
import { PaymentFlags } from '@/components/admin/payments/payment-flags';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CustomerFlag } from '@/types/admin-customers';
import { type OrderRow } from '@/types/admin-orders';

/**
 * The orders of the list's page: the phone under the customer's name and the long texts wrapping, so a laptop sees
 * every column, the payment included; the table scrolls sideways in its own box on phones.
 */
export function OrderTable({ orders }: { orders: OrderRow[] }) {
  const t = useT();
  const { locale } = usePage().props;
  // The customer's flag beside the name (OrderIndexController's `customer_flags`, by order number).
  const flags = (usePage().props as { customer_flags?: Record<string, CustomerFlag> }).customer_flags ?? {};
  const columns: TableColumn<OrderRow>[] = [
    {
      key: 'number',
      header: t('admin.orders.columns.number'),
      cell: (order) => (
        <Link
          href={route('admin.orders.show', { order: order.number })}
          className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test={`order-${order.number}`}
        >
          {order.number}
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('admin.orders.columns.status'),
      cell: (order) => <OrderStatusBadge status={order.status} label={order.status_label} />,
    },
    {
      key: 'total',
      header: t('admin.orders.columns.total'),
      align: 'end',
      cell: (order) => <Price amount={order.total} size="sm" />,
    },
    {
      // The phone under the name, and the longer texts free to wrap (the kit's `wrap` keeps 12rem per column, too wide
      // here), so the row keeps to a laptop's back office with the payment in view.
      key: 'customer',
      header: t('admin.orders.columns.customer'),
      cell: (order) => (
        <span className="block min-w-28 whitespace-normal">
          {order.name ?? '—'}
          {order.one_click && <span className="ml-2 text-xs text-text-muted">{t('admin.orders.kind.one_click')}</span>}
          {order.number !== null && flags[order.number] !== undefined && (
            <span className="mt-1 block">
              <CustomerFlagBadge flag={flags[order.number]!} wrap />
            </span>
          )}
          {order.taken_by !== null && (
            <span className="block text-xs text-text-muted" data-test="order-taken-by">
              {order.taken_by}
            </span>
          )}
          <span className="block text-xs whitespace-nowrap text-text-muted" data-test="order-phone">
            {order.phone}
          </span>
        </span>
      ),
    },
    {
      key: 'date',
      header: t('admin.orders.columns.date'),
      cell: (order) => <span className="whitespace-normal">{formatDateTime(order.placed_at, locale)}</span>,
    },
    {
      key: 'delivery',
      header: t('admin.orders.columns.delivery'),
      cell: (order) => <span className="whitespace-normal">{order.delivery ?? '—'}</span>,
    },
    {
      key: 'payment',
      header: t('admin.orders.columns.payment'),
      cell: (order) => (
        <span className="whitespace-normal">
          {order.payment ?? '—'}
          <PaymentFlags paid={order.paid_online} attention={order.payment_attention} />
        </span>
      ),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={orders}
      rowKey={(order) => order.number}
      caption={t('admin.orders.title')}
      captionHidden
      test="orders-table"
      empty={
        <EmptyState
          icon={ClipboardList}
          title={t('admin.orders.empty_title')}
          text={t('admin.orders.empty_text')}
          test="orders-empty"
        />
      }
    />
  );
}
