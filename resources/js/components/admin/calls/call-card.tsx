import { useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { ConfirmCallDialog } from '@/components/admin/calls/confirm-call-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type OpenCall, type DeliveryZoneOption, type StoreOption } from '@/types/admin-orders';

type Props = {
  call: OpenCall;
  stores: StoreOption[];
  zones: DeliveryZoneOption[];
  intervals: string[];
  maxQuantity: number;
  canHandle: boolean;
};

/**
 * One order to call: the product, the number to ring, the time left on its hold, and what came of the call. A
 * one-click order is confirmed with what was agreed on the phone; a checkout order already says it all, so
 * "called, confirmed" moves it straight on.
 */
export function CallCard({ call, stores, zones, intervals, maxQuantity, canHandle }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useForm({ status: 'cancelled', version: call.version, reason: t('admin.calls.no_answer_reason') });
  const confirmCheckout = useForm({ status: 'confirmed', version: call.version });
  const product =
    call.product === null
      ? call.number
      : call.more_lines > 0
        ? t('admin.calls.more_lines', { product: call.product, count: call.more_lines })
        : call.product;

  return (
    <Card
      test={`call-${call.number}`}
      header={product}
      actions={
        call.minutes_left !== null && (
          <Badge tone={call.minutes_left < 30 ? 'warning' : 'info'} test="call-time-left">
            {call.minutes_left <= 0
              ? t('admin.calls.expiring')
              : call.minutes_left > 120
                ? t('admin.calls.hours_left', { hours: Math.floor(call.minutes_left / 60) })
                : t('admin.calls.minutes_left', { minutes: call.minutes_left })}
          </Badge>
        )
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1 text-sm">
          <p>
            <a
              href={`tel:${call.phone}`}
              className="text-lg font-semibold text-accent-text hover:underline"
              data-test="call-phone"
            >
              {call.phone_display}
            </a>
            {call.name !== null && <span className="ml-2">{call.name}</span>}
          </p>
          <p className="text-text-muted">
            <Link
              href={route('admin.orders.show', { order: call.number })}
              className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
              data-test="call-open-order"
            >
              {call.number}
            </Link>{' '}
            · {t('admin.calls.placed', { date: formatDateTime(call.placed_at, locale) })}
            {call.kind === 'checkout' && ` · ${t('admin.calls.from_checkout')}`}
          </p>
          {confirmCheckout.errors.status !== undefined && (
            <p className="text-danger" data-test="call-error">
              {confirmCheckout.errors.status}
            </p>
          )}
          <Price amount={call.total} size="sm" />
        </div>
        {canHandle && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" test="call-no-answer" onClick={() => setCancelling(true)}>
              {t('admin.calls.no_answer')}
            </Button>
            <Button
              test="call-confirm"
              loading={confirmCheckout.processing}
              onClick={() =>
                call.kind === 'checkout'
                  ? confirmCheckout.put(route('admin.orders.status.update', { order: call.number }), {
                      preserveScroll: true,
                    })
                  : setConfirming(true)
              }
            >
              {t('admin.calls.confirm')}
            </Button>
          </div>
        )}
      </div>
      {canHandle && (
        <>
          <ConfirmCallDialog
            call={call}
            stores={stores}
            zones={zones}
            intervals={intervals}
            maxQuantity={maxQuantity}
            open={confirming}
            onClose={() => setConfirming(false)}
          />
          <Dialog
            open={cancelling}
            onClose={() => setCancelling(false)}
            title={t('admin.orders.cancel.title', { number: call.number })}
            description={t('admin.orders.cancel.description')}
            test="call-cancel-dialog"
            footer={
              <>
                <Button variant="secondary" test="call-cancel-keep" onClick={() => setCancelling(false)}>
                  {t('admin.orders.cancel.keep')}
                </Button>
                <Button
                  variant="danger"
                  loading={cancel.processing}
                  test="call-cancel-confirm"
                  onClick={() =>
                    cancel.put(route('admin.orders.status.update', { order: call.number }), {
                      preserveScroll: true,
                      onSuccess: () => setCancelling(false),
                    })
                  }
                >
                  {t('admin.orders.cancel.confirm')}
                </Button>
              </>
            }
          >
            {cancel.errors.status !== undefined && <p className="mb-2 text-sm text-danger">{cancel.errors.status}</p>}
            <Textarea
              name="reason"
              label={t('admin.orders.cancel.reason')}
              value={cancel.data.reason}
              onChange={(value) => cancel.setData('reason', value)}
              error={cancel.errors.reason}
              rows={3}
              maxLength={500}
              required
            />
          </Dialog>
        </>
      )}
    </Card>
  );
}
