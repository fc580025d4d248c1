import { LinkTabs } from '@/components/admin/list/link-tabs';
import { useT } from '@/lib/i18n';
import { ORDER_STATUSES, type OrderFilters, type OrderStatus } from '@/types/admin-orders';

type Props = {
  filters: OrderFilters;
  counts: Record<OrderStatus, number>;
  href: (filters: OrderFilters) => string;
};

/** The statuses as tabs (links keeping the other filters), each with its count under those filters; nine tabs wrap. */
export function OrderStatusTabs({ filters, counts, href }: Props) {
  const t = useT();
  const all = ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const tabs: { key: OrderStatus | 'all'; label: string; count: number }[] = [
    { key: 'all', label: t('admin.orders.tabs.all'), count: all },
    ...ORDER_STATUSES.map((status) => ({ key: status, label: t(`orders.status.${status}`), count: counts[status] })),
  ];

  return (
    <LinkTabs
      label={t('admin.orders.tabs.label')}
      wrap
      current={filters.status ?? 'all'}
      tabs={tabs.map((tab) => ({
        ...tab,
        href: href({ ...filters, status: tab.key === 'all' ? undefined : tab.key }),
        test: `status-tab-${tab.key}`,
      }))}
    />
  );
}
