import { Package } from 'lucide-react';

import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { type OrderDetail, type OrderLineDetail } from '@/types/admin-orders';

/** The order's lines as they were bought (snapshots), and its totals. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const t = useT();
  const columns: TableColumn<OrderLineDetail>[] = [
    { key: 'name', header: t('admin.orders.show.product'), wrap: true, cell: (line) => line.name },
    { key: 'sku', header: t('admin.orders.show.sku'), cell: (line) => line.sku },
    {
      key: 'unit-price',
      header: t('admin.orders.show.unit_price'),
      align: 'end',
      cell: (line) => <Price amount={line.unit_price} size="sm" />,
    },
    { key: 'quantity', header: t('admin.orders.show.quantity'), align: 'end', cell: (line) => line.quantity },
    {
      key: 'reserved-at',
      header: t('admin.orders.show.reserved_at'),
      wrap: true,
      cell: (line) =>
        line.reserved_at ?? <span className="text-text-muted">{t('admin.orders.show.not_reserved')}</span>,
    },
    {
      key: 'line-total',
      header: t('admin.orders.show.line_total'),
      align: 'end',
      cell: (line) => <Price amount={line.line_total} size="sm" />,
    },
  ];

  return (
    <div className="space-y-3">
      <Table
        columns={columns}
        rows={order.lines}
        rowKey={(line) => line.sku}
        caption={t('admin.orders.show.lines')}
        test="order-lines"
        empty={<EmptyState icon={Package} title={t('admin.orders.show.lines')} />}
      />
      <dl className="ml-auto max-w-xs space-y-1 text-sm" data-test="order-totals">
        <div className="flex justify-between gap-4">
          <dt className="text-text-muted">{t('admin.orders.show.subtotal')}</dt>
          <dd>
            <Price amount={order.subtotal} size="sm" />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-text-muted">{t('admin.orders.show.delivery_fee')}</dt>
          <dd>
            <Price amount={order.delivery_fee} size="sm" />
          </dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{t('admin.orders.show.total')}</dt>
          <dd>
            <Price amount={order.total} size="sm" test="order-total" />
          </dd>
        </div>
      </dl>
    </div>
  );
}
