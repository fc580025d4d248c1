import { Link, useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { ConfirmCallDialog } from '@/components/admin/calls/confirm-call-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Price } from '@/components/ui/price';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type OpenCall, type DeliveryZoneOption, type StoreOption } from '@/types/admin-orders';

type Props = { call: OpenCall; stores: StoreOption[]; zones: DeliveryZoneOption[]; canHandle: boolean };

/** One one-click order to call: the product, the number to ring, the time left on its hold, and what came of the call. */
export function CallCard({ call, stores, zones, canHandle }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useForm({ status: 'cancelled', version: call.version, reason: t('admin.calls.no_answer_reason') });

  return (
    <Card
      test={`call-${call.number}`}
      header={call.product ?? call.number}
      actions={
        call.minutes_left !== null && (
          <Badge tone={call.minutes_left < 30 ? 'warning' : 'info'} test="call-time-left">
            {call.minutes_left > 0
              ? t('admin.calls.minutes_left', { minutes: call.minutes_left })
              : t('admin.calls.expiring')}
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
          </p>
          <Price amount={call.total} size="sm" />
        </div>
        {canHandle && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" test="call-no-answer" onClick={() => setCancelling(true)}>
              {t('admin.calls.no_answer')}
            </Button>
            <Button test="call-confirm" onClick={() => setConfirming(true)}>
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
