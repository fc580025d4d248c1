<?php

declare(strict_types=1);

namespace App\Services\Returns;

use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Enums\RefundMethod;
use App\Enums\ReturnStatus;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use Carbon\CarbonImmutable;
use Carbon\CarbonInterface;
use Illuminate\Support\Facades\DB;

/**
 * The rules every return, refund and claim reads (docs/returns.md):
 *
 * - delivered: an order is delivered when it is completed (handed over to the customer at the door or in the store);
 *   the moment is its last move to `completed` on the timeline (a completion reverted and made again counts from the
 *   second one), else `status_changed_at`;
 * - the return window: `returns.window_days` days from that moment (Law 105/2003: 14);
 * - warranty: after the window, until `returns.warranty_months` months from delivery, a customer files claims online;
 * - returnable units of a line: bought minus the units of every return not refused;
 * - paid: a completed order's total (cash or card at the door, credit, a transfer, online); before completion, what
 *   staff recorded as received by bank transfer (`transfer_payments`) and what the payment provider captured;
 *   refundable = paid − already refunded (cash, transfers and the provider's card refunds).
 */
final class AfterSaleRules
{
    public static function deliveredAt(Order $order): ?CarbonImmutable
    {
        if ($order->status !== OrderStatus::Completed->value) {
            return null;
        }
        $at = DB::table('order_events')->where('order_id', $order->id)->where('type', OrderEventType::Status->value)
            ->where('to_status', OrderStatus::Completed->value)->orderByDesc('id')->value('created_at');
        if (is_string($at)) {
            return CarbonImmutable::parse($at);
        }

        return $order->status_changed_at === null ? null : CarbonImmutable::instance($order->status_changed_at);
    }

    /** The last moment a return may be asked for; null when the order is not delivered. */
    public static function returnUntil(Order $order): ?CarbonImmutable
    {
        return self::deliveredAt($order)?->addDays(config()->integer('returns.window_days'));
    }

    public static function returnWindowOpen(Order $order, ?CarbonInterface $now = null): bool
    {
        $until = self::returnUntil($order);

        return $until !== null && ($now ?? now())->lessThanOrEqualTo($until);
    }

    /** The last moment the customer may file a warranty claim online; null when the order is not delivered. */
    public static function warrantyUntil(Order $order): ?CarbonImmutable
    {
        return self::deliveredAt($order)?->addMonths(config()->integer('returns.warranty_months'));
    }

    /** Past the return window and still within the warranty: the customer files claims, not returns. */
    public static function warrantyOpenForCustomer(Order $order, ?CarbonInterface $now = null): bool
    {
        $until = self::warrantyUntil($order);

        return $until !== null && ! self::returnWindowOpen($order, $now) && ($now ?? now())->lessThanOrEqualTo($until);
    }

    /**
     * Units of each of the order's lines still free to return, by order line id.
     *
     * @return array<int, int>
     */
    public static function returnable(Order $order): array
    {
        $taken = DB::table('order_return_lines')
            ->join('order_returns', 'order_returns.id', '=', 'order_return_lines.order_return_id')
            ->where('order_returns.order_id', $order->id)
            ->whereIn('order_returns.status', ReturnStatus::holdingValues())
            ->groupBy('order_return_lines.order_line_id')
            ->selectRaw('order_return_lines.order_line_id as line_id, sum(order_return_lines.quantity) as units')
            ->pluck('units', 'line_id')->all();
        $free = [];
        foreach (DB::table('order_lines')->where('order_id', $order->id)->orderBy('id')->get(['id', 'quantity']) as $line) {
            $free[(int) $line->id] = max(0, (int) $line->quantity - (int) ($taken[$line->id] ?? 0));
        }

        return $free;
    }

    /** What the customer paid for the order, in bani (see the class's rule). */
    public static function paid(Order $order): int
    {
        if ($order->status === OrderStatus::Completed->value) {
            return $order->total;
        }

        return (int) DB::table('transfer_payments')->where('order_id', $order->id)->value('amount') + self::paidOnline($order);
    }

    /** What the payment provider captured for the order's payments taken as its payment (not those flagged for review). */
    public static function paidOnline(Order $order): int
    {
        return (int) DB::table('payments')->where('order_id', $order->id)->where('status', Payment::PAID)->sum('captured');
    }

    /**
     * Given back so far: cash and transfers from `refunds`, and card refunds as the payment provider's refunds of the
     * order's payment (pending ones too: a provider that did not answer may have paid out), so a refund made through
     * the provider elsewhere counts as well and none counts twice.
     */
    public static function refunded(Order $order): int
    {
        $offline = (int) DB::table('refunds')->where('order_id', $order->id)->where('method', '!=', RefundMethod::Card->value)->sum('amount');
        $card = (int) DB::table('payment_refunds')->join('payments', 'payments.id', '=', 'payment_refunds.payment_id')
            ->where('payment_refunds.order_id', $order->id)->where('payments.status', Payment::PAID)
            ->whereIn('payment_refunds.status', [PaymentRefund::PENDING, PaymentRefund::DONE])->sum('payment_refunds.amount');

        return $offline + $card;
    }

    public static function refundable(Order $order): int
    {
        return max(0, self::paid($order) - self::refunded($order));
    }
}
