<?php

declare(strict_types=1);

namespace App\Actions\Payments;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Exceptions\Payments\RefundRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Mail\Returns\AfterSaleMail;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\User;
use App\Services\Returns\AfterSaleLog;
use Illuminate\Database\UniqueConstraintViolationException;

/**
 * The back office gives back a payment flagged for review (a success after the order was released, a second payment
 * of a paid order, an amount other than the order's): what is left of it, through its provider (RefundPayment), once
 * per form key. Such money was never taken as the order's payment, so it is not part of what a return may refund
 * (AfterSaleRules::paid) and its refund does not count there either. The refund the provider made leaves, in the
 * transaction that marks it done, the customer's timeline row and mail like every refund (AfterSaleLog), beside the
 * staff timeline row and the audit entry RefundPayment writes. Once nothing is left of it, the payment no longer
 * needs attention (Payment::needsAttention()).
 */
final readonly class RefundFlaggedPayment
{
    public function __construct(private RefundPayment $refunds)
    {
    }

    /**
     * @throws RefundRefused not flagged, nothing left, a key of another order, or the provider refused or was silent
     */
    public function handle(Order $order, Payment $payment, string $key, User $staff): PaymentRefund
    {
        $existing = PaymentRefund::query()->where('key', $key)->first();
        if ($existing !== null) {
            return $this->answer($order, $existing);
        }
        if ($payment->order_id !== $order->id || $payment->status !== Payment::REVIEW) {
            throw RefundRefused::notFlagged();
        }
        $left = $payment->refundable();
        if ($left < 1) {
            throw RefundRefused::alreadyRefunded();
        }

        try {
            $refund = WriteTransaction::run(fn (): PaymentRefund => $this->refunds->reserve($order, $left, $key, $staff, $payment->id, [Payment::REVIEW]));
        } catch (UniqueConstraintViolationException) {
            // The same form sent at the same moment: the request that wrote the key first makes the refund.
            return $this->answer($order, PaymentRefund::query()->where('key', $key)->firstOrFail());
        } catch (RefundRefused) {
            // Another refund took what was left between the read above and the claim.
            throw RefundRefused::alreadyRefunded();
        }
        if (! $refund->wasRecentlyCreated) {
            return $this->answer($order, $refund);
        }

        return $this->refunds->send($order, $refund, $staff, static function (PaymentRefund $done) use ($order, $staff): void {
            AfterSaleLog::step(
                $order, OrderEventType::Refund, 'card', (string) $done->amount,
                AfterSaleMail::type('payment_refund', $done->id), OrderActor::Staff, $staff->id,
            );
        });
    }

    /**
     * The same form again: the refund it made, or why it was not made.
     *
     * @throws RefundRefused
     */
    private function answer(Order $order, PaymentRefund $refund): PaymentRefund
    {
        if ($refund->order_id !== $order->id) {
            throw RefundRefused::keyOfAnotherOrder();
        }

        return match ($refund->status) {
            PaymentRefund::DONE => $refund,
            PaymentRefund::FAILED => throw RefundRefused::providerRefused(),
            default => throw RefundRefused::providerSilent(),
        };
    }
}
