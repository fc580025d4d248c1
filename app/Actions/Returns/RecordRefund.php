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
 * A card refund goes through the payment provider first (App\Actions\Payments\RefundPayment, idempotent by the same
 * key and capped by what the provider captured; a refusal comes back as its translated exception and nothing is
 * recorded here), outside the order's lock so a slow provider never holds the database; then it is recorded here
 * under the lock like the others. The refundable amount is checked before the provider is asked as well.
 */
final class RecordRefund
{
    public function __construct(private readonly RefundPayment $cards)
    {
    }

    /**
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
    ): Refund {
        if ($method === RefundMethod::Card) {
            $done = Refund::query()->where('idempotency_key', $key)->first();
            if ($done === null) {
                $this->check($order, $amount, $returnId);
                $card = $this->cards->handle($order, $amount, $key, $staff->userId === null ? null : User::query()->find($staff->userId));
                // The same key again answers the provider's first outcome: only a refund it made is recorded here.
                if ($card->status === PaymentRefund::FAILED) {
                    throw RefundRefused::providerRefused();
                }
                if ($card->status !== PaymentRefund::DONE) {
                    throw RefundRefused::providerSilent();
                }
            }
        }

        return WriteTransaction::run(function () use ($order, $method, $amount, $key, $returnId, $iban, $storeId, $note, $staff): Refund {
            DB::table('orders')->where('id', $order->id)->lockForUpdate()->value('id');
            $done = Refund::query()->where('idempotency_key', $key)->first();
            if ($done !== null) {
                if ($done->order_id !== $order->id) {
                    throw AfterSaleRefused::rule('amount', 'refunds.refused.key');
                }

                return $done;
            }
            // A card refund the provider made is already counted as refunded (its payment_refunds row): only the
            // others are checked against what is left.
            $return = $method === RefundMethod::Card ? $this->returnOf($order, $returnId) : $this->check($order, $amount, $returnId);
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
        });
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
