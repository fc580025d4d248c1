import { useForm, usePage } from '@inertiajs/react';
import { Clock } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type OrderDetail } from '@/types/admin-orders';

export type OrderHoldProps = { can_extend: boolean; extend_hours: number };

/**
 * How long an unconfirmed order keeps its units before they go back on sale (and the customer is told), and, for
 * staff who may move the order, a button that keeps them `extend_hours` longer.
 */
export function OrderHold({ order, hold }: { order: OrderDetail; hold: OrderHoldProps }) {
  const t = useT();
  const { locale } = usePage().props;
  const form = useForm<{ version: number; status?: string }>({ version: order.version });

  if (order.held_until === null) {
    return null;
  }

  return (
    <div
      className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-control border border-border bg-surface-muted px-3 py-2"
      data-test="order-hold"
    >
      <p className="flex items-center gap-2 text-sm">
        <Clock className="size-4 shrink-0 text-text-muted" aria-hidden="true" />
        {t('admin.orders.hold.until', { date: formatDateTime(order.held_until, locale) })}
      </p>
      {form.errors.status !== undefined && (
        <p className="w-full text-sm text-danger" data-test="order-hold-error">
          {form.errors.status}
        </p>
      )}
      {hold.can_extend && (
        <Button
          variant="secondary"
          size="sm"
          loading={form.processing}
          test="order-hold-extend"
          onClick={() =>
            form.post(route('admin.orders.hold.extend', { order: order.number }), { preserveScroll: true })
          }
        >
          {t('admin.orders.hold.extend', { hours: hold.extend_hours })}
        </Button>
      )}
    </div>
  );
}
