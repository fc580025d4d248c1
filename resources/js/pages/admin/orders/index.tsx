import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DeliveryListLink } from '@/components/admin/orders/delivery-list-link';
import { ExportLinesLink } from '@/components/admin/orders/export-lines-link';
import { OrderFiltersForm } from '@/components/admin/orders/order-filters-form';
import { OrderStatusTabs } from '@/components/admin/orders/order-status-tabs';
import { OrderTable } from '@/components/admin/orders/order-table';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
import { ordersUrl } from '@/lib/admin-orders';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CustomerFlag } from '@/types/admin-customers';
import { type OrderFilters, type OrderRow, type OrderStatus, type StoreOption } from '@/types/admin-orders';

type Props = {
  orders: OrderRow[];
  pagination: { current: number; last: number; total: number; next: string | null; previous: string | null };
  filters: OrderFilters;
  counts: Record<OrderStatus, number>;
  stores: StoreOption[];
  can_export: boolean;
  /** The flag of each order's customer, by order number (OrderTable reads it). */
  customer_flags: Record<string, CustomerFlag>;
  can_take: boolean;
};

/** The back office's order list: search, filters, a tab per status, newest first. */
export default function AdminOrdersIndexPage({
  orders,
  pagination,
  filters,
  counts,
  stores,
  can_export,
  can_take,
}: Props) {
  const t = useT();

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.orders.title')}
        intro={t('admin.orders.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            {can_take && (
              <Link
                href={route('admin.orders.create')}
                className={buttonClasses({ size: 'sm' })}
                data-test="orders-new"
              >
                {t('admin.order_entry.title')}
              </Link>
            )}
            {can_export && (
              <a
                href={ordersUrl(filters, 'admin.orders.export')}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                data-test="orders-export"
                download
              >
                {t('admin.orders.export')}
              </a>
            )}
            {can_export && <ExportLinesLink filters={filters} />}
            <DeliveryListLink />
          </div>
        }
      />
      <OrderFiltersForm filters={filters} stores={stores} />
      <OrderStatusTabs filters={filters} counts={counts} href={(next) => ordersUrl(next)} />
      <p className="text-sm text-text-muted" data-test="orders-found">
        {t('admin.orders.found', { count: pagination.total })}
      </p>
      <OrderTable orders={orders} />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminOrdersIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
