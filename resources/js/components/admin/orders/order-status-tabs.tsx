import { Link } from '@inertiajs/react';

import { useT } from '@/lib/i18n';
import { ORDER_STATUSES, type OrderFilters, type OrderStatus } from '@/types/admin-orders';

type Props = {
  filters: OrderFilters;
  counts: Record<OrderStatus, number>;
  href: (filters: OrderFilters) => string;
};

/** The statuses as tabs (links keeping the other filters), each with its count under those filters. */
export function OrderStatusTabs({ filters, counts, href }: Props) {
  const t = useT();
  const all = ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const tabs: { key: OrderStatus | 'all'; label: string; count: number }[] = [
    { key: 'all', label: t('admin.orders.tabs.all'), count: all },
    ...ORDER_STATUSES.map((status) => ({ key: status, label: t(`orders.status.${status}`), count: counts[status] })),
  ];
  const current = filters.status ?? 'all';

  return (
    <nav aria-label={t('admin.orders.tabs.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-border px-1">
        {tabs.map((tab) => {
          const selected = tab.key === current;
          const target: OrderFilters = { ...filters, status: tab.key === 'all' ? undefined : tab.key };

          return (
            <li key={tab.key}>
              <Link
                href={href(target)}
                preserveScroll
                aria-current={selected ? 'page' : undefined}
                data-test={`status-tab-${tab.key}`}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${
                  selected
                    ? 'border-accent text-accent-text'
                    : 'border-transparent text-text-muted hover:border-border-strong hover:text-text'
                }`}
              >
                {tab.label}
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs tabular-nums text-text-muted">
                  {tab.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
