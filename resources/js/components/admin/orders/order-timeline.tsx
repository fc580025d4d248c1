import { usePage } from '@inertiajs/react';

import { paymentEventLabel } from '@/components/admin/payments/payment-event-label';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type TimelineEntry } from '@/types/admin-orders';

/** Every change and staff note on the order, oldest first: who, when, what (a reverted move with its reason). */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <Card header={t('admin.orders.timeline.title')} test="order-timeline">
      {entries.length === 0 ? (
        <p className="text-sm text-text-muted">{t('admin.orders.timeline.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="border-l-2 border-border pl-3"
              data-test={`timeline-${entry.type}`}
              data-status={entry.to_status ?? undefined}
            >
              <p className="text-sm">
                {entry.type === 'note' ? (
                  <span className="font-medium">{t('admin.orders.timeline.note')}</span>
                ) : entry.type === 'hold' ? (
                  <span className="font-medium">
                    {t('admin.orders.timeline.hold', {
                      date: entry.body === null ? '' : formatDateTime(entry.body, locale),
                    })}
                  </span>
                ) : entry.type === 'payment' ? (
                  <span className="font-medium">{paymentEventLabel(t, entry.to_status)}</span>
                ) : entry.type === 'shipment' ? (
                  <span className="font-medium">
                    {t('admin.orders.timeline.shipment', { courier: entry.to ?? '—' })}
                  </span>
                ) : entry.type === 'edited' ? (
                  <span className="font-medium">{t('admin.orders.timeline.edited')}</span>
                ) : entry.type === 'revert' ? (
                  <span className="font-medium">
                    {t('admin.orders.timeline.revert', { from: entry.from ?? '', to: entry.to ?? '' })}
                  </span>
                ) : (
                  <span className="font-medium">
                    {entry.from} → {entry.to}
                  </span>
                )}
              </p>
              {entry.body !== null && entry.type !== 'hold' && (
                <p className="mt-0.5 text-sm break-words whitespace-pre-line">{entry.body}</p>
              )}
              <p className="mt-0.5 text-xs text-text-muted">
                {entry.who}
                {entry.at !== null && ` · ${formatDateTime(entry.at, locale)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
