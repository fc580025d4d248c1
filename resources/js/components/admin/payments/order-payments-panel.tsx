import { usePage } from '@inertiajs/react';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PaymentRefundButton } from '@/components/admin/payments/payment-refund-button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type AdminPayment } from '@/types/payments';

const TONES: Record<AdminPayment['status'], BadgeTone> = {
  pending: 'info',
  paid: 'success',
  failed: 'neutral',
  expired: 'neutral',
  review: 'danger',
};

/**
 * The order's online payments for staff: provider, method, status, the provider's id, amounts, masked card, RRN and
 * approval, when made and paid, why one needs attention (with its refund button for those who may refund), the
 * callbacks received (signature held or refused) and the refunds made through the provider.
 */
export function OrderPaymentsPanel({ number, payments }: { number: string; payments: AdminPayment[] }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <Card header={t('admin.payments.title')} test="order-payments">
      <ul className="space-y-4">
        {payments.map((payment) => (
          <li
            key={payment.id}
            className="space-y-2 border-b border-border pb-4 last:border-b-0 last:pb-0"
            data-test="order-payment"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">
                {payment.provider} · {t(`admin.payments.method.${payment.method}`)}
              </span>
              <Badge tone={TONES[payment.status]} test="order-payment-status">
                {t(`admin.payments.status.${payment.status}`)}
              </Badge>
            </div>
            {payment.attention !== null && payment.needs_attention && (
              <Alert tone="error" test="order-payment-attention">
                {t(`admin.payments.attention.${payment.attention}`)}
              </Alert>
            )}
            {payment.status === 'review' && !payment.needs_attention && (
              <p className="text-sm text-text-muted" data-test="order-payment-resolved">
                {t('admin.payments.refund.resolved')}
              </p>
            )}
            {payment.can_refund && (
              // A refund the bank turned down is listed below: the next try gets a fresh key.
              <PaymentRefundButton key={payment.refunds.length} number={number} payment={payment} />
            )}
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-text-muted">{t('admin.payments.reference')}</dt>
              <dd className="font-mono text-xs break-all">{payment.reference ?? '—'}</dd>
              <dt className="text-text-muted">{t('admin.payments.amount')}</dt>
              <dd className="tabular-nums">
                {formatPrice(payment.amount, locale)} ({payment.currency})
              </dd>
              {payment.captured !== null && (
                <>
                  <dt className="text-text-muted">{t('admin.payments.captured')}</dt>
                  <dd className="tabular-nums">{formatPrice(payment.captured, locale)}</dd>
                </>
              )}
              {payment.refunded > 0 && (
                <>
                  <dt className="text-text-muted">{t('admin.payments.refunded')}</dt>
                  <dd className="tabular-nums">{formatPrice(payment.refunded, locale)}</dd>
                </>
              )}
              {payment.card !== null && (
                <>
                  <dt className="text-text-muted">{t('admin.payments.card')}</dt>
                  <dd className="font-mono text-xs">{payment.card}</dd>
                </>
              )}
              {(payment.rrn !== null || payment.approval !== null) && (
                <>
                  <dt className="text-text-muted">{t('admin.payments.rrn')}</dt>
                  <dd className="font-mono text-xs">
                    {payment.rrn ?? '—'} / {payment.approval ?? '—'}
                  </dd>
                </>
              )}
              <dt className="text-text-muted">{t('admin.payments.created')}</dt>
              <dd>{formatDateTime(payment.created_at, locale)}</dd>
              {payment.paid_at !== null && (
                <>
                  <dt className="text-text-muted">{t('admin.payments.paid_at')}</dt>
                  <dd>{formatDateTime(payment.paid_at, locale)}</dd>
                </>
              )}
            </dl>
            <PaymentHistory payment={payment} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function PaymentHistory({ payment }: { payment: AdminPayment }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <h3 className="font-medium">{t('admin.payments.callbacks')}</h3>
        {payment.callbacks.length === 0 ? (
          <p className="text-text-muted">{t('admin.payments.callbacks.none')}</p>
        ) : (
          <ul className="mt-1 space-y-0.5" data-test="order-payment-callbacks">
            {payment.callbacks.map((callback) => (
              <li key={callback.id} className={callback.signature_valid ? '' : 'text-danger'}>
                {formatDateTime(callback.received_at, locale)} · {callback.status ?? '—'} ·{' '}
                {t(callback.signature_valid ? 'admin.payments.signature.valid' : 'admin.payments.signature.invalid')}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-medium">{t('admin.payments.refunds')}</h3>
        {payment.refunds.length === 0 ? (
          <p className="text-text-muted">{t('admin.payments.refunds.none')}</p>
        ) : (
          <ul className="mt-1 space-y-0.5" data-test="order-payment-refunds">
            {payment.refunds.map((refund) => (
              <li key={refund.id}>
                {formatDateTime(refund.created_at, locale)} · {formatPrice(refund.amount, locale)} ·{' '}
                {t(`admin.payments.refund.${refund.status}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
