import { useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { useRoute } from '@/lib/route';
import { type AdminPayment } from '@/types/payments';

/** A key of this button's one refund: the same click sent twice makes one refund (RefundFlaggedPayment). */
function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Gives back what is left of a payment flagged for review, through its provider, after staff confirm the amount.
 * Drawn only for those who may refund; the refusal (nothing left, the bank said no) is shown under it.
 */
export function PaymentRefundButton({ number, payment }: { number: string; payment: AdminPayment }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const [key] = useState(newKey);
  const form = useForm({ key });
  const errors = form.errors as Record<string, string | undefined>;
  const refused = errors.payment ?? errors.amount ?? errors.key;
  const amount = formatPrice(payment.refundable, locale);

  return (
    <div className="space-y-2">
      <Button
        variant="danger"
        size="sm"
        loading={form.processing}
        test="order-payment-refund"
        onClick={() => {
          if (window.confirm(t('admin.payments.refund.confirm', { amount }))) {
            form.post(route('admin.payment-refunds.store', { order: number, payment: payment.id }), {
              preserveScroll: true,
            });
          }
        }}
      >
        {t('admin.payments.refund.button', { amount })}
      </Button>
      {refused !== undefined && (
        <Alert tone="error" test="order-payment-refund-error">
          {refused}
        </Alert>
      )}
    </div>
  );
}
