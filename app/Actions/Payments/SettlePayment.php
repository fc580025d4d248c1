<?php

declare(strict_types=1);

namespace App\Actions\Payments;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Payment;
use App\Services\Audit\AuditLog;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Payments\Maib\Amounts;
use App\Services\Payments\PaymentReport;
use Illuminate\Support\Facades\DB;

/**
 * Writes what a provider reported of a payment (its callback, the reconciliation's read, the QR page's poll), so that
 * an order is paid exactly once whatever arrives, however often, in whatever order:
 *
 * - a payment leaves `pending` (or `failed` / `expired`, which a late success may still follow) by one conditional
 *   UPDATE; `paid` is final, so a second OK changes nothing and a FAILED after an OK does not unpay;
 * - a success for an amount or currency other than the payment's and the order's total is not taken as payment: the
 *   payment goes to `review` with `amount_mismatch` for staff;
 * - the order is paid by a second conditional UPDATE (`paid_at IS NULL` and still open), which also ends its hold so
 *   the release of unconfirmed orders leaves it alone; a success after the order was released or cancelled
 *   (`late_success`) or after another payment paid it (`double_payment`) goes to `review` for staff to refund or
 *   reserve again, never lost;
 * - only the call whose UPDATE changed the row writes the timeline row, the customer's mail and the audit entry.
 */
final class SettlePayment
{
    public const AUDIT_PAID = 'payment.paid';

    public const AUDIT_FLAGGED = 'payment.flagged';

    /** What the report did: `paid`, `failed`, `expired`, `review`, or `unchanged` (nothing new: a repeat, a pending). */
    public function handle(Payment $payment, PaymentReport $report): string
    {
        return match ($report->outcome) {
            PaymentReport::PAID => $this->paid($payment, $report),
            PaymentReport::FAILED, PaymentReport::EXPIRED => $this->ended($payment, $report),
            default => 'unchanged',
        };
    }

    /** A pending payment whose time ran out without a word from the provider (payments:reconcile). */
    public function expire(Payment $payment): bool
    {
        return $this->ended($payment, new PaymentReport(PaymentReport::EXPIRED)) === Payment::EXPIRED;
    }

    private function ended(Payment $payment, PaymentReport $report): string
    {
        $status = $report->outcome === PaymentReport::FAILED ? Payment::FAILED : Payment::EXPIRED;
        $changed = DB::table('payments')->where('id', $payment->id)->where('status', Payment::PENDING)->update([
            'status' => $status, 'settled_at' => now(), 'updated_at' => now(),
            'provider_status' => $report->providerStatus, 'status_message' => $report->message,
        ]);

        return $changed === 1 ? $status : 'unchanged';
    }

    private function paid(Payment $payment, PaymentReport $report): string
    {
        $outcome = WriteTransaction::run(function () use ($payment, $report): string {
            $now = now();
            $order = Order::onWriteConnection()->findOrFail($payment->order_id);
            $details = [
                'captured' => $report->amount, 'provider_status' => $report->providerStatus, 'status_message' => $report->message,
                'transaction_id' => $report->transactionId ?? $payment->transaction_id, 'card' => $report->card, 'rrn' => $report->rrn,
                'approval' => $report->approval, 'paid_at' => $now, 'settled_at' => $now, 'updated_at' => $now,
            ];
            $unsettled = [Payment::PENDING, Payment::FAILED, Payment::EXPIRED];
            $matches = $report->amount === $payment->amount && $report->amount === $order->total && $report->currency === $payment->currency;
            if (! $matches) {
                $changed = DB::table('payments')->where('id', $payment->id)->whereIn('status', $unsettled)
                    ->update(['status' => Payment::REVIEW, 'attention' => 'amount_mismatch'] + $details);

                return $changed === 1 ? $this->flag($order, $payment, 'amount_mismatch', $report) : 'unchanged';
            }
            $changed = DB::table('payments')->where('id', $payment->id)->whereIn('status', $unsettled)
                ->update(['status' => Payment::PAID] + $details);
            if ($changed !== 1) {
                return 'unchanged';
            }
            $orderPaid = DB::table('orders')->where('id', $order->id)->whereNull('paid_at')
                ->whereIn('status', array_map(static fn (OrderStatus $status): string => $status->value, OrderStatus::OPEN))
                ->update(['paid_at' => $now, 'held_until' => null, 'updated_at' => $now, 'version' => DB::raw('version + 1')]);
            if ($orderPaid !== 1) {
                $reason = $order->paid_at !== null || Order::onWriteConnection()->whereKey($order->id)->whereNotNull('paid_at')->exists() ? 'double_payment' : 'late_success';
                DB::table('payments')->where('id', $payment->id)->update(['status' => Payment::REVIEW, 'attention' => $reason]);

                return $this->flag($order, $payment, $reason, $report);
            }
            $this->event($order, 'paid', $payment, $report);
            AuditLog::record(StaffActor::provider($payment->provider), self::AUDIT_PAID, $order, ['paid_at' => null],
                ['paid_at' => $now->toIso8601String(), 'amount' => $report->amount, 'payment_reference' => $payment->reference], $order->number);
            OrderMailOutbox::recordPaid($order);

            return Payment::PAID;
        });
        if ($outcome === Payment::PAID) {
            OrderMailOutbox::dispatch(Order::query()->findOrFail($payment->order_id));
        }

        return $outcome;
    }

    /** Money that moved but is not the order's payment: on the timeline and in the audit log for staff to act on. */
    private function flag(Order $order, Payment $payment, string $reason, PaymentReport $report): string
    {
        $this->event($order, $reason, $payment, $report);
        AuditLog::record(StaffActor::provider($payment->provider), self::AUDIT_FLAGGED, $order, [],
            ['attention' => $reason, 'amount' => $report->amount, 'currency' => $report->currency, 'payment_reference' => $payment->reference], $order->number);

        return Payment::REVIEW;
    }

    private function event(Order $order, string $what, Payment $payment, PaymentReport $report): void
    {
        OrderEvent::query()->create([
            'order_id' => $order->id, 'user_id' => null, 'actor' => OrderActor::System, 'type' => OrderEventType::Payment,
            'from_status' => null, 'to_status' => $what,
            'body' => implode(' · ', array_filter([
                $payment->provider,
                $report->amount === null ? null : number_format(Amounts::toLei($report->amount), 2, '.', ' ').' '.($report->currency ?? ''),
                $report->card, $payment->reference,
            ], static fn (?string $part): bool => $part !== null && $part !== '')),
            'public' => false, 'created_at' => now(),
        ]);
    }
}
