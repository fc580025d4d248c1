import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/on-demand';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { type Order } from '@/types/checkout';

/** The longest reason the server keeps (App\Http\Requests\Orders\CancelOrderRequest::REASON_MAX). */
const REASON_MAX = 500;

/**
 * The customer's own cancellation, offered while the order is still new (`cancel_url` set): a button that opens a
 * dialog asking for an optional reason. The server checks the version the page showed; a refusal (the order moved
 * on meanwhile) is shown under the button in the shopper's language.
 */
export function OrderCancel({ order }: { order: Order }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const form = useForm({ version: order.version, reason: '' });
  // A refusal comes back under `status` (not a field of this form): the page's errors carry it.
  const refusal = (usePage().props.errors as Record<string, string | undefined>).status;
  const url = order.cancel_url;
  if (url === null) {
    return refusal === undefined ? null : (
      <div className="mt-4">
        <Alert tone="error" test="order-cancel-error">
          {refusal}
        </Alert>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(url, {
      preserveScroll: true,
      onSuccess: () => setOpen(false),
      onError: (errors) => {
        if (errors.reason === undefined) {
          setOpen(false);
        }
      },
    });
  };

  return (
    <section className="mt-6 rounded-card border border-border p-4" data-test="order-cancel">
      <p className="text-sm text-text-muted">{t('orders.cancel.hint')}</p>
      <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)} test="order-cancel-open">
        {t('orders.cancel.open')}
      </Button>
      {refusal !== undefined && (
        <div className="mt-3">
          <Alert tone="error" test="order-cancel-error">
            {refusal}
          </Alert>
        </div>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('orders.cancel.title', { number: order.number })}
        description={t('orders.cancel.description')}
        test="order-cancel-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} test="order-cancel-keep">
              {t('orders.cancel.keep')}
            </Button>
            <Button
              type="submit"
              form="order-cancel-form"
              variant="danger"
              loading={form.processing}
              test="order-cancel-confirm"
            >
              {t('orders.cancel.confirm')}
            </Button>
          </>
        }
      >
        <form method="post" id="order-cancel-form" onSubmit={submit} noValidate>
          <Textarea
            name="reason"
            label={t('orders.cancel.reason')}
            hint={t('orders.cancel.reason_hint')}
            value={form.data.reason}
            onChange={(value) => form.setData('reason', value)}
            error={form.errors.reason}
            maxLength={REASON_MAX}
            rows={3}
          />
        </form>
      </Dialog>
    </section>
  );
}
