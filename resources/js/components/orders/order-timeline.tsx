import { usePage } from '@inertiajs/react';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type Order } from '@/types/checkout';

const tones: Record<string, BadgeTone> = {
  new: 'info',
  confirmed: 'info',
  packed: 'info',
  shipped: 'info',
  ready_for_pickup: 'success',
  completed: 'success',
  cancelled: 'danger',
  released: 'warning',
};

/**
 * Where the order is and what happens next, then its public history oldest first: placed, each status change with
 * its date and time, the cancel reason.
 */
export function OrderTimeline({
  order,
}: {
  order: Pick<Order, 'status' | 'status_label' | 'status_hint' | 'timeline'>;
}) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <section
      className="mt-6 rounded-card border border-border p-4"
      aria-labelledby="order-timeline"
      data-test="order-timeline"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="order-timeline" className="font-semibold">
          {t('orders.timeline.title')}
        </h2>
        <Badge tone={tones[order.status] ?? 'neutral'} test="order-timeline-status">
          {order.status_label}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-text-muted" data-test="order-status-hint">
        {order.status_hint}
      </p>
      <ol className="mt-4 space-y-0">
        {order.timeline.map((entry, index) => {
          const last = index === order.timeline.length - 1;

          return (
            <li
              key={`${entry.status}-${entry.at}-${index}`}
              className="relative flex gap-3 pb-4 last:pb-0"
              data-test="order-timeline-entry"
              aria-current={last ? 'step' : undefined}
            >
              {!last && <span className="absolute top-4 left-[5px] h-full w-px bg-border" aria-hidden="true" />}
              <span
                className={`relative mt-1.5 size-3 shrink-0 rounded-full border-2 ${
                  last
                    ? entry.status === 'cancelled'
                      ? 'border-danger-solid bg-danger-solid'
                      : 'border-accent bg-accent'
                    : 'border-border-strong bg-surface'
                }`}
                aria-hidden="true"
              />
              <div className="min-w-0">
                <p className={last ? 'font-semibold' : 'font-medium'}>
                  {entry.label}
                  {entry.by_you && (
                    <span className="font-normal text-text-muted"> · {t('orders.timeline.by_you')}</span>
                  )}
                </p>
                <p className="text-sm text-text-muted">
                  <time dateTime={entry.at.replace(' ', 'T')}>{formatDateTime(entry.at, locale)}</time>
                </p>
                {entry.reason !== null && (
                  <p className="mt-1 text-sm break-words" data-test="order-timeline-reason">
                    {t('orders.timeline.reason', { reason: entry.reason })}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
