<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;

/**
 * Staff keep an unconfirmed order's units for `orders.extend_hours` more (the customer asked to be called back
 * later, the payment is on its way): the hold ends that long after its current end, or after now when that has
 * passed but the release has not run yet. Version-checked like every change of an order, so a release, a
 * confirmation or another member of staff acting first leaves it untouched (409).
 */
final class ExtendOrderHold
{
    /**
     * @throws OrderChangedMeanwhile
     */
    public function handle(Order $order, int $version, StaffActor $staff): Order
    {
        return WriteTransaction::run(function () use ($order, $version, $staff): Order {
            $now = now();
            $from = $order->held_until;
            $until = Carbon::instance($from === null || $from->lessThan($now) ? $now : $from)->addHours(config()->integer('orders.extend_hours'));
            $changed = DB::table('orders')->where('id', $order->id)->where('status', OrderStatus::New->value)->where('version', $version)
                ->update(['held_until' => $until, 'version' => $version + 1, 'updated_at' => $now]);
            if ($changed !== 1) {
                throw OrderChangedMeanwhile::make();
            }
            OrderEvent::query()->create([
                'order_id' => $order->id, 'user_id' => $staff->userId, 'actor' => OrderActor::Staff, 'type' => OrderEventType::HoldExtended,
                'from_status' => null, 'to_status' => null, 'body' => $until->toIso8601String(), 'public' => false, 'created_at' => $now,
            ]);
            AuditLog::record($staff, 'order.hold_extended', $order, ['held_until' => $from?->toIso8601String()], ['held_until' => $until->toIso8601String()], $order->number);

            return $order->refresh();
        });
    }
}
