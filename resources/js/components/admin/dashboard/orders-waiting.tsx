import { ChevronRight } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { type TranslationKey, useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type WaitingCount, type WaitingStatus } from '@/types/dashboard';

const labels = {
  new: 'orders.status.new',
  confirmed: 'orders.status.confirmed',
  packed: 'orders.status.packed',
  shipped: 'orders.status.shipped',
  ready_for_pickup: 'orders.status.ready_for_pickup',
} as const satisfies Record<WaitingStatus, TranslationKey>;

/**
 * How many orders wait in each open state, in the order the work goes; each count opens the order list filtered by
 * that state (everyone shown the counts may see the list).
 */
export function OrdersWaiting({ waiting }: { waiting: readonly WaitingCount[] }) {
  const t = useT();
  const route = useRoute();
  const total = waiting.reduce((sum, row) => sum + row.count, 0);

  return (
    <Card header={t('admin.dashboard.waiting.title')} test="dashboard-waiting">
      <ul className="divide-y divide-border">
        {waiting.map(({ status, count }) => (
          <li key={status} className="py-1 first:pt-0 last:pb-0">
            <Link
              href={route('admin.orders.index', { status })}
              className="group -mx-2 flex items-center justify-between gap-3 rounded-md px-2 py-1 hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
              data-test={`waiting-${status}`}
            >
              <span className="text-sm text-text group-hover:text-accent-text group-hover:underline">
                {t(labels[status])}
              </span>
              <span className="flex items-center gap-1">
                <span className={`text-lg font-semibold tabular-nums ${count > 0 ? 'text-text' : 'text-text-muted'}`}>
                  {count}
                </span>
                <ChevronRight className="size-4 text-text-muted" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-text-muted">{t('admin.dashboard.waiting.total', { count: total })}</p>
    </Card>
  );
}
