import { router, usePage } from '@inertiajs/react';
import { lazy, Suspense, useState } from 'react';

import { usePaymentStatus } from '@/components/payments/use-payment-status';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type OrderPayment } from '@/types/payments';

const QrCode = lazy(() => import('@/components/ui/qr-code').then((module) => ({ default: module.QrCode })));

/**
 * An order paid online: its payment's state, kept fresh while it is pending; the card page to go back to or the MIA
 * QR for the exact amount with its expiry; after a failure or an expiry, trying again or paying cash on delivery.
 */
export function OrderPaymentPanel({ payment: initial, number }: { payment: OrderPayment; number: string }) {
  const t = useT();
  const page = usePage();
  const { locale } = page.props;
  const flash = (page.flash as { payment?: { message: string; tone: AlertTone } } | undefined)?.payment;
  const errors = page.props.errors as Record<string, string> | undefined;
  const payment = usePaymentStatus(initial);
  const [busy, setBusy] = useState(false);
  const post = (url: string, data: Record<string, string> = {}) =>
    router.post(url, data, { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) });
  const qr = payment.status === 'pending' && payment.kind === 'qr' && payment.pay_url !== null;
  // Switched to cash on delivery: nothing is paid online any more.
  const cash = !payment.paid && payment.method !== 'online_card' && payment.method !== 'mia';

  if (cash) {
    return (
      <section className="mt-6 rounded-xl border border-border p-4" data-test="order-payment" data-status="cash">
        <p className="text-sm" data-test="payment-cash-chosen">
          {t('payments.switched_cash')}
        </p>
      </section>
    );
  }

  return (
    <section
      className="mt-6 space-y-3 rounded-xl border border-border p-4"
      aria-labelledby="order-payment"
      data-test="order-payment"
      data-status={payment.status}
    >
      <h2 id="order-payment" className="text-lg font-semibold">
        {t('payments.panel.title')}
      </h2>
      {payment.test_mode && !payment.paid && (
        <p
          className="rounded-control bg-warning-soft px-3 py-2 text-sm font-semibold text-warning"
          data-test="payment-test-mode"
        >
          {t('payments.test_mode')}
        </p>
      )}
      {flash !== undefined && !payment.paid && (
        <Alert tone={flash.tone} test="payment-flash">
          {flash.message}
        </Alert>
      )}
      {errors?.payment !== undefined && (
        <Alert tone="error" test="payment-error">
          {errors.payment}
        </Alert>
      )}
      {payment.paid ? (
        <Alert tone="success" test="payment-paid">
          {t('payments.paid_message')}
        </Alert>
      ) : (
        <p className="text-sm" data-test="payment-status">
          {t(`payments.status.${payment.status === 'none' ? 'pending' : payment.status}`)}
        </p>
      )}
      {qr && payment.pay_url !== null && (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <Suspense fallback={<div className="size-56 shrink-0 rounded-lg bg-white ring-1 ring-border" />}>
            <QrCode value={payment.pay_url} label={t('payments.qr.alt', { number })} test="payment-qr" size="size-56" />
          </Suspense>
          <div className="space-y-2 text-sm">
            <p className="font-medium">{t('payments.qr.title')}</p>
            <p className="text-lg font-bold tabular-nums" data-test="payment-qr-amount">
              {t('payments.qr.amount', { amount: formatPrice(payment.amount, locale) })}
            </p>
            {payment.expires_at !== null && (
              <p className="text-text-muted" data-test="payment-qr-expires">
                {t('payments.qr.expires', { time: formatDateTime(payment.expires_at, locale) })}
              </p>
            )}
            <p className="flex items-center gap-2 text-text-muted">
              <Spinner size="sm" label={null} /> {t('payments.qr.waiting')}
            </p>
            {payment.test_mode && (
              <a
                href={payment.pay_url}
                className="inline-block font-medium text-accent underline"
                data-test="payment-qr-test-link"
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('payments.qr.open_test')}
              </a>
            )}
          </div>
        </div>
      )}
      {payment.status === 'pending' && payment.kind === 'card' && payment.pay_url !== null && (
        <a href={payment.pay_url} className={buttonClasses()} data-test="payment-card-continue">
          {t('payments.card.continue')}
        </a>
      )}
      {!payment.paid && payment.held_until !== null && (
        <p className="text-sm text-text-muted" data-test="payment-hold">
          {t('payments.hold', { time: formatDateTime(payment.held_until, locale) })}
        </p>
      )}
      {(payment.can_retry || payment.can_switch_cash) && (
        <div className="flex flex-wrap gap-2">
          {payment.can_retry && (
            <Button
              test="payment-retry"
              loading={busy}
              onClick={() => post(payment.urls.start, { method: payment.method })}
            >
              {t(payment.method === 'mia' ? 'payments.retry.qr' : 'payments.retry.card')}
            </Button>
          )}
          {payment.can_switch_cash && (
            <Button variant="secondary" test="payment-cash" loading={busy} onClick={() => post(payment.urls.cash)}>
              {t('payments.switch_cash')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
