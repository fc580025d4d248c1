import { router, useForm, usePage } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { route } from '@/lib/route';
import { type AdminAfterSale } from '@/types/returns';

/** A key of this form's one refund: sent again with a double submit, it makes one refund (RecordRefund). */
function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The order's one refund form, for a received return or for the order alone: how (cash at a store, a transfer to an
 * IBAN, the card of one of the payments the order was paid with), how much in lei (partial refunds add up to at most what was paid), and a note. Mounted again after each
 * refund and each return's move (the panel's `key`), so the next refund gets a fresh idempotency key.
 */
export function RefundForm({ number, afterSale }: { number: string; afterSale: AdminAfterSale }) {
  const t = useT();
  const { locale } = usePage().props;
  const [key] = useState(newKey);
  const returns = afterSale.returns.filter((item) => item.status === 'received' || item.status === 'refunded');
  const form = useForm({
    method: afterSale.methods[0]?.value ?? 'cash',
    amount: '',
    iban: '',
    store_id: afterSale.stores[0] === undefined ? '' : String(afterSale.stores[0].value),
    return_id: returns.find((item) => item.status === 'received')?.id.toString() ?? '',
    payment_id: afterSale.card_payments[0] === undefined ? '' : String(afterSale.card_payments[0].value),
    note: '',
  });
  const errors = form.errors as Record<string, string | undefined>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({
      method: data.method,
      amount: Math.round(Number.parseFloat(data.amount.replace(',', '.').replace(/\s/g, '')) * 100) || 0,
      iban: data.method === 'transfer' ? data.iban : null,
      store_id: data.method === 'cash' && data.store_id !== '' ? Number(data.store_id) : null,
      return_id: data.return_id === '' ? null : Number(data.return_id),
      payment_id: data.method === 'card' && data.payment_id !== '' ? Number(data.payment_id) : null,
      note: data.note,
      key,
    }));
    form.post(route('admin.refunds.store', { order: number }), { preserveScroll: true });
  };

  return (
    <div className="space-y-3" data-test="refund-panel">
      <p className="text-sm" data-test="refund-figures">
        {t('refunds.admin.figures', {
          paid: formatPrice(afterSale.paid, locale),
          refunded: formatPrice(afterSale.refunded, locale),
          left: formatPrice(afterSale.refundable, locale),
        })}
      </p>
      {afterSale.transfer_unpaid && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-text-muted">{t('refunds.admin.transfer_hint')}</span>
          <Button
            size="sm"
            variant="secondary"
            test="transfer-received"
            onClick={() =>
              router.post(route('admin.refunds.transfer', { order: number }), {}, { preserveScroll: true })
            }
          >
            {t('refunds.admin.transfer_mark')}
          </Button>
        </div>
      )}
      {afterSale.refundable > 0 && (
        <form method="post" onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" data-test="refund-form">
          {errors.status !== undefined && (
            <div className="sm:col-span-2">
              <Alert tone="error">{errors.status}</Alert>
            </div>
          )}
          <Select
            name="method"
            label={t('refunds.admin.method')}
            value={form.data.method}
            onChange={(value) => form.setData('method', value)}
            options={afterSale.methods}
            error={errors.method}
          />
          <TextField
            name="amount"
            label={t('refunds.admin.amount')}
            hint={t('refunds.admin.amount_hint', { max: formatPrice(afterSale.refundable, locale) })}
            inputMode="decimal"
            value={form.data.amount}
            onChange={(value) => form.setData('amount', value)}
            error={errors.amount}
            required
          />
          {form.data.method === 'transfer' && (
            <TextField
              name="iban"
              label={t('refunds.admin.iban')}
              value={form.data.iban}
              onChange={(value) => form.setData('iban', value)}
              error={errors.iban}
              autoComplete="off"
              required
            />
          )}
          {form.data.method === 'cash' && (
            <Select
              name="store_id"
              label={t('refunds.admin.store')}
              value={form.data.store_id}
              onChange={(value) => form.setData('store_id', value)}
              options={afterSale.stores.map((store) => ({ value: String(store.value), label: store.label }))}
              error={errors.store_id}
            />
          )}
          {form.data.method === 'card' && afterSale.card_payments.length > 0 && (
            <Select
              name="payment_id"
              label={t('refunds.admin.payment')}
              value={form.data.payment_id}
              onChange={(value) => form.setData('payment_id', value)}
              options={afterSale.card_payments.map((payment) => ({
                value: String(payment.value),
                label: payment.label,
              }))}
              error={errors.payment_id}
            />
          )}
          {returns.length > 0 && (
            <Select
              name="return_id"
              label={t('refunds.admin.for_return')}
              value={form.data.return_id}
              onChange={(value) => form.setData('return_id', value)}
              options={[
                { value: '', label: t('refunds.admin.no_return') },
                ...returns.map((item) => ({ value: String(item.id), label: t('returns.ui.number', { id: item.id }) })),
              ]}
              error={errors.return_id}
            />
          )}
          <TextField
            name="note"
            label={t('refunds.admin.note')}
            value={form.data.note}
            onChange={(value) => form.setData('note', value)}
            error={errors.note}
            maxLength={500}
          />
          <div className="sm:col-span-2">
            <Button type="submit" loading={form.processing} test="refund-submit">
              {t('refunds.admin.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
