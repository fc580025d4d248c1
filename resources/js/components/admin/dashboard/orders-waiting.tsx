import { Card } from '@/components/ui/card';
import { type TranslationKey, useT } from '@/lib/i18n';
import { type WaitingCount, type WaitingStatus } from '@/types/dashboard';

const labels = {
  new: 'orders.status.new',
  confirmed: 'orders.status.confirmed',
  packed: 'orders.status.packed',
  shipped: 'orders.status.shipped',
  ready_for_pickup: 'orders.status.ready_for_pickup',
} as const satisfies Record<WaitingStatus, TranslationKey>;

/** How many orders wait in each open state, in the order the work goes. */
export function OrdersWaiting({ waiting }: { waiting: readonly WaitingCount[] }) {
  const t = useT();
  const total = waiting.reduce((sum, row) => sum + row.count, 0);

  return (
    <Card header={t('admin.dashboard.waiting.title')} test="dashboard-waiting">
      <ul className="divide-y divide-border">
        {waiting.map(({ status, count }) => (
          <li
            key={status}
            className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0"
            data-test={`waiting-${status}`}
          >
            <span className="text-sm text-text">{t(labels[status])}</span>
            <span className={`text-lg font-semibold tabular-nums ${count > 0 ? 'text-text' : 'text-text-muted'}`}>
              {count}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-text-muted">{t('admin.dashboard.waiting.total', { count: total })}</p>
    </Card>
  );
}
