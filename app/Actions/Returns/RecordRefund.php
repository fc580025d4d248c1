<?php

declare(strict_types=1);

namespace App\Actions\Returns;

use App\Actions\Payments\RefundPayment;
use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\RefundMethod;
use App\Enums\ReturnStatus;
use App\Exceptions\Payments\RefundRefused;
use App\Exceptions\Returns\AfterSaleRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Returns\AfterSaleMail;
use App\Models\Order;
use App\Models\OrderReturn;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\Refund;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Returns\AfterSaleLog;
use App\Services\Returns\AfterSaleRules;
use App\Support\Money\Money;
use Illuminate\Support\Facades\DB;

/**
 * Staff give money back for an order: for a received return or on its own (a cancelled order paid in advance), in
 * cash at a store, by bank transfer to an IBAN, or to the card through the payment provider. Partial refunds add up
 * to at most what was paid (AfterSaleRules::paid): the order's row is locked while the refundable amount is read and
 * the refund written, so two refunds at once never exceed it. The idempotency key is unique: the same form sent twice
 * makes one refund, and the second answer is the first refund.
 *
 * A card refund comes from one of the payments the shop took as the order's payment (the one staff chose, else the
 * first with that much left). Under the same lock its amount is checked and reserved as a pending provider refund
 * (App\Actions\Payments\RefundPayment::reserve(), a `payment_refunds` row that counts as refunded from then on);
 * the provider is asked after the commit, outside the lock, so a slow provider never holds the database; the refund
 * is then recorded here under the lock when the provider made it, and a refusal gives the reservation back (a failed
 * row stops counting). A cash or transfer refund sent in that moment therefore sees the card's money as gone.
 */
final class RecordRefund
{
    public function __construct(private readonly RefundPayment $cards)
    {
    }

    /**
     * @param  int|null  $paymentId  a card refund's payment (one the order was paid with); null: the first with that much left
     *
     * @throws AfterSaleRefused over the refundable amount, a return not received or not of this order, a key used for another order
     * @throws RefundRefused a card refund the payment provider refused, or did not answer (nothing recorded here)
     */
    public function handle(
        Order $order,
        RefundMethod $method,
        int $amount,
        string $key,
        ?int $returnId,
        ?string $iban,
        ?int $storeId,
        ?string $note,
        StaffActor $staff,
        ?int $paymentId = null,
    ): Refund {
        $user = $staff->userId === null ? null : User::query()->find($staff->userId);
        $reserved = WriteTransaction::run(function () use ($order, $method, $amount, $key, $returnId, $iban, $storeId, $note, $staff, $paymentId, $user): Refund|PaymentRefund {
            $done = $this->lockAndFind($order, $key);
            if ($done !== null) {
                return $done;
            }
            if ($method !== RefundMethod::Card) {
                return $this->record($order, $method, $amount, $key, $this->check($order, $amount, $returnId), $iban, $storeId, $note, $staff);
            }
            // A key the provider already has (a retry) is answered by its refund; a new one must fit what is left.
            if (! PaymentRefund::query()->where('key', $key)->exists()) {
                $this->check($order, $amount, $returnId);
            }

            return $this->cards->reserve($order, $amount, $key, $user, $paymentId, [Payment::PAID]);
        });
        if ($reserved instanceof Refund) {
            return $reserved;
        }

        $card = $reserved->wasRecentlyCreated ? $this->cards->send($order, $reserved, $user) : $reserved;
        // The same key again answers the provider's first outcome: only a refund it made is recorded here.
        if ($card->status === PaymentRefund::FAILED) {
            throw RefundRefused::providerRefused();
        }
        if ($card->status !== PaymentRefund::DONE) {
            throw RefundRefused::providerSilent();
        }

        return WriteTransaction::run(function () use ($order, $method, $card, $key, $returnId, $note, $staff): Refund {
            // The provider's refund already counts as refunded (its `payment_refunds` row): nothing to check again.
            return $this->lockAndFind($order, $key)
                ?? $this->record($order, $method, $card->amount, $key, $this->returnOf($order, $returnId), null, null, $note, $staff);
        });
    }

    /**
     * Locks the order's row and answers the refund already made under this key, if any.
     *
     * @throws AfterSaleRefused for a key another order used
     */
    private function lockAndFind(Order $order, string $key): ?Refund
    {
        DB::table('orders')->where('id', $order->id)->lockForUpdate()->value('id');
        $done = Refund::query()->where('idempotency_key', $key)->first();
        if ($done !== null && $done->order_id !== $order->id) {
            throw AfterSaleRefused::rule('amount', 'refunds.refused.key');
        }

        return $done;
    }

    /** Writes the refund, moves its return to refunded, and leaves the timeline row, the mail and the audit entry. */
    private function record(Order $order, RefundMethod $method, int $amount, string $key, ?OrderReturn $return, ?string $iban, ?int $storeId, ?string $note, StaffActor $staff): Refund
    {
        $refund = Refund::query()->create([
            'order_id' => $order->id,
            'order_return_id' => $return?->id,
            'method' => $method->value,
            'amount' => $amount,
            'iban' => $method === RefundMethod::Transfer ? $iban : null,
            'store_id' => $method === RefundMethod::Cash ? $storeId : null,
            'note' => $note,
            'user_id' => $staff->userId,
            'idempotency_key' => $key,
            'created_at' => now(),
        ]);
        if ($return !== null) {
            DB::table('order_returns')->where('id', $return->id)->where('status', ReturnStatus::Received->value)
                ->update(['status' => ReturnStatus::Refunded->value, 'version' => DB::raw('version + 1'), 'updated_at' => now()]);
        }
        $refunded = AfterSaleRules::refunded($order);
        AfterSaleLog::step(
            $order, OrderEventType::Refund, $method->value, (string) $amount,
            AfterSaleMail::type('refund', $refund->id), OrderActor::Staff, $staff->userId,
        );
        AuditLog::record($staff, 'refund.create', $order, ['refunded' => $refunded - $amount], [
            'amount' => $amount, 'refund_method' => $method->value, 'return_id' => $return?->id, 'store_id' => $refund->store_id, 'iban' => $refund->iban,
        ], $order->number);

        return $refund;
    }

    /**
     * The refund fits what may still be refunded, and its return (if any) is this order's and received.
     *
     * @throws AfterSaleRefused
     */
    private function check(Order $order, int $amount, ?int $returnId): ?OrderReturn
    {
        $return = $this->returnOf($order, $returnId);
        $refundable = AfterSaleRules::refundable($order);
        if ($amount > $refundable) {
            throw AfterSaleRefused::rule('amount', $refundable === 0 ? 'refunds.refused.nothing' : 'refunds.refused.too_much', [
                'max' => Money::format($refundable, app()->getLocale()),
            ]);
        }

        return $return;
    }

    /**
     * @throws AfterSaleRefused for a return not of this order or whose goods have not arrived
     */
    private function returnOf(Order $order, ?int $returnId): ?OrderReturn
    {
        if ($returnId === null) {
            return null;
        }
        $return = OrderReturn::query()->where('order_id', $order->id)->find($returnId);
        if ($return === null || ! in_array($return->currentStatus(), [ReturnStatus::Received, ReturnStatus::Refunded], true)) {
            throw AfterSaleRefused::rule('return_id', 'refunds.refused.return');
        }

        return $return;
    }
}
