import { Package } from 'lucide-react';

import { OrderPromos } from '@/components/orders/order-promos';
import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { type OrderDetail, type OrderLineDetail } from '@/types/admin-orders';

/** The order's lines as they were bought (snapshots), and its totals: a table, or a card per line on a phone. */
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
      cell: (line) => <LineTotal line={line} />,
    },
  ];

  return (
    <div className="space-y-3" data-test="order-lines">
      {/* A phone (a picker on the warehouse floor) gets each line as a card: nothing behind a sideways scroll. */}
      <div className="sm:hidden">
        <h2 className="mb-2 font-semibold">{t('admin.orders.show.lines')}</h2>
        {order.lines.length === 0 ? (
          <EmptyState icon={Package} title={t('admin.orders.show.lines')} />
        ) : (
          <ul className="space-y-2" data-test="order-line-cards">
            {order.lines.map((line) => (
              <OrderLineCard key={line.sku} line={line} />
            ))}
          </ul>
        )}
      </div>
      <div className="hidden sm:block">
        <Table
          columns={columns}
          rows={order.lines}
          rowKey={(line) => line.sku}
          caption={t('admin.orders.show.lines')}
          test="order-lines-table"
          empty={<EmptyState icon={Package} title={t('admin.orders.show.lines')} />}
        />
      </div>
      <dl className="ml-auto max-w-xs space-y-1 text-sm" data-test="order-totals">
        <div className="flex justify-between gap-4">
          <dt className="text-text-muted">{t('admin.orders.show.subtotal')}</dt>
          <dd>
            <Price amount={order.subtotal} size="sm" />
          </dd>
        </div>
        <OrderPromos promos={order.promos} className="gap-4" />
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

/** One line on a phone: name and SKU, then quantity, where its units are reserved and the line's total. */
function OrderLineCard({ line }: { line: OrderLineDetail }) {
  const t = useT();

  return (
    <li className="rounded-card border border-border bg-surface-raised p-3 text-sm" data-test="order-line-card">
      <p className="font-medium break-words">{line.name}</p>
      <p className="text-xs text-text-muted">
        {t('admin.orders.show.sku')}: <span data-test="line-sku">{line.sku}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-text-muted">{t('admin.orders.show.quantity')}</dt>
        <dd className="font-semibold tabular-nums" data-test="line-quantity">
          {line.quantity} × <Price amount={line.unit_price} size="sm" />
        </dd>
        <dt className="text-text-muted">{t('admin.orders.show.reserved_at')}</dt>
        <dd className="break-words" data-test="line-reserved-at">
          {line.reserved_at ?? <span className="text-text-muted">{t('admin.orders.show.not_reserved')}</span>}
        </dd>
        <dt className="text-text-muted">{t('admin.orders.show.line_total')}</dt>
        <dd data-test="line-total">
          <LineTotal line={line} />
        </dd>
      </dl>
    </li>
  );
}

/** A line's total and, under it, what codes and cart rules took off it. */
function LineTotal({ line }: { line: OrderLineDetail }) {
  const t = useT();

  return (
    <>
      <Price amount={line.line_total} size="sm" />
      {line.discount > 0 && (
        <span className="block text-xs text-success" data-test="line-discount">
          {t('admin.orders.show.discount')}: <Price amount={line.discount} size="sm" />
        </span>
      )}
    </>
  );
}
