import { router, useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type OrderRevert as Revert } from '@/types/admin-orders';

type Props = {
  order: { number: string; version: number };
  /** The last final move while this person may revert it (the server sends it only to managers and owners). */
  revert: Revert;
};

/**
 * Takes back the order's last final move made by mistake: until when it may, then a dialog asking why (required: it
 * goes on the timeline, in the audit log and in the customer's mail). Sends the version shown, so a move or revert
 * made meanwhile comes back as the "changed meanwhile" error; a revert too late or one whose units were sold, too.
 */
export function OrderRevert({ order, revert }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const [open, setOpen] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const form = useForm({ version: order.version, reason: '' });
  // The action's refusals (changed meanwhile, too late, units sold) come back under `status`.
  const errors: Partial<Record<'status' | 'reason', string>> = form.errors;

  const send = () => {
    if (form.data.reason.trim() === '') {
      setReasonError(t('admin.orders.revert.reason_required'));
      return;
    }
    form.transform((data) => ({ ...data, reason: data.reason.trim() }));
    form.put(route('admin.orders.status.revert', { order: order.number }), {
      preserveScroll: true,
      onSuccess: () => setOpen(false),
      onError: (errors) => {
        if (errors.status !== undefined) setOpen(false);
      },
    });
  };

  return (
    <div className="space-y-2" data-test="order-revert">
      {errors.status !== undefined && (
        <Alert tone="error" test="revert-error">
          <p>{errors.status}</p>
          <Button variant="link" size="sm" test="revert-reload" onClick={() => router.reload()}>
            {t('admin.orders.reload')}
          </Button>
        </Alert>
      )}
      <p className="text-sm text-text-muted" data-test="revert-until">
        {t('admin.orders.revert.available', { from: revert.from, until: formatDateTime(revert.until, locale) })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        test="revert-open"
        onClick={() => {
          setReasonError(undefined);
          setOpen(true);
        }}
      >
        {t('admin.orders.revert.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.orders.revert.title', { from: revert.from, number: order.number })}
        description={t('admin.orders.revert.description', { to: revert.to })}
        test="revert-dialog"
        footer={
          <>
            <Button variant="secondary" test="revert-keep" onClick={() => setOpen(false)}>
              {t('admin.orders.revert.keep')}
            </Button>
            <Button variant="danger" loading={form.processing} test="revert-confirm" onClick={send}>
              {t('admin.orders.revert.confirm', { to: revert.to })}
            </Button>
          </>
        }
      >
        <Textarea
          name="reason"
          label={t('admin.orders.revert.reason')}
          value={form.data.reason}
          onChange={(value) => {
            form.setData('reason', value);
            setReasonError(undefined);
          }}
          error={reasonError ?? errors.reason}
          rows={3}
          maxLength={500}
          required
        />
      </Dialog>
    </div>
  );
}
