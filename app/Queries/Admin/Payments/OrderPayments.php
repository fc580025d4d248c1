<?php

declare(strict_types=1);

namespace App\Queries\Admin\Payments;

use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentCallback;
use App\Models\PaymentRefund;
use App\Models\User;
use App\Policies\StaffGates;
use App\Support\Dates;

/**
 * The back office's payments panel of one order: each online payment, newest first, with what staff need to find it
 * at the bank (provider, its id there, masked card, RRN and approval), why it needs attention, the callbacks the
 * provider sent (when, what they said, whether their signature held) and the refunds made through it. Shown to
 * whoever may see the order (the order page's own `can:` ability). A payment flagged for review needs attention until
 * all of it was given back; who may refund (`decide-returns`) gets its refund button (`can_refund`, `refundable`).
 *
 * @phpstan-type AdminPayment array{id: int, provider: string, method: string, status: string, attention: ?string, needs_attention: bool, refundable: int, can_refund: bool, reference: ?string, amount: int, currency: string, captured: ?int, refunded: int, card: ?string, rrn: ?string, approval: ?string, created_at: string, paid_at: ?string, callbacks: list<array{id: int, received_at: string, status: ?string, signature_valid: bool}>, refunds: list<array{id: int, amount: int, status: string, created_at: string}>}
 */
final class OrderPayments
{
    /**
     * @return list<AdminPayment>
     */
    public static function of(Order $order, ?User $user = null): array
    {
        $mayRefund = $user !== null && $user->can(StaffGates::DECIDE_RETURNS);
        /** @var list<Payment> $payments */
        $payments = Payment::query()->with(['callbacks', 'refunds'])->where('order_id', $order->id)->orderByDesc('id')->get()->all();

        return array_map(static fn (Payment $payment): array => [
            'id' => $payment->id,
            'provider' => $payment->provider,
            'method' => $payment->method,
            'status' => $payment->status,
            'attention' => $payment->attention,
            'needs_attention' => $payment->needsAttention(),
            'refundable' => $payment->refundable(),
            'can_refund' => $mayRefund && $payment->status === Payment::REVIEW && $payment->refundable() > 0,
            'reference' => $payment->reference,
            'amount' => $payment->amount,
            'currency' => $payment->currency,
            'captured' => $payment->captured,
            'refunded' => $payment->refunded,
            'card' => $payment->card,
            'rrn' => $payment->rrn,
            'approval' => $payment->approval,
            'created_at' => Dates::dateTime($payment->created_at),
            'paid_at' => $payment->paid_at === null ? null : Dates::dateTime($payment->paid_at),
            'callbacks' => array_values(array_map(static fn (PaymentCallback $callback): array => [
                'id' => $callback->id, 'received_at' => Dates::dateTime($callback->received_at),
                'status' => $callback->status, 'signature_valid' => $callback->signature_valid,
            ], $payment->callbacks->sortBy('id')->all())),
            'refunds' => array_values(array_map(static fn (PaymentRefund $refund): array => [
                'id' => $refund->id, 'amount' => $refund->amount, 'status' => $refund->status, 'created_at' => Dates::dateTime($refund->created_at),
            ], $payment->refunds->sortBy('id')->all())),
        ], $payments);
    }
}
