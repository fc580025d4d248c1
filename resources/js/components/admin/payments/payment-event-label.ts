import { type useT } from '@/lib/i18n';

const EVENTS = {
  paid: 'admin.payments.event.paid',
  amount_mismatch: 'admin.payments.event.amount_mismatch',
  late_success: 'admin.payments.event.late_success',
  double_payment: 'admin.payments.event.double_payment',
  refunded: 'admin.payments.event.refunded',
  cash: 'admin.payments.event.cash',
} as const;

/** What an online payment's timeline row says happened (App\Enums\OrderEventType::Payment, its `to_status`). */
export function paymentEventLabel(t: ReturnType<typeof useT>, what: string | null): string {
  const key = what !== null && what in EVENTS ? EVENTS[what as keyof typeof EVENTS] : null;

  return key === null ? t('admin.orders.timeline.payment') : `${t('admin.orders.timeline.payment')}: ${t(key)}`;
}
