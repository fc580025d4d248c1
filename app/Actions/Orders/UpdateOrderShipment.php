<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderNotShipped;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Audit\AuditLog;
use App\Services\Orders\OrderMailOutbox;

/**
 * Staff set or correct a shipped order's courier and tracking number after the move to shipped. One conditional
 * UPDATE on the order while it is shipped (a move made meanwhile wins, and this is refused), a public timeline row
 * (the customer's order page shows the new courier and number) and an audit entry with the old and new values, in one
 * transaction. The customer is mailed only when a tracking number appears where there was none: a corrected number
 * shows on their page without filling their inbox. Nothing is written when nothing changes.
 */
final readonly class UpdateOrderShipment
{
    public function handle(Order $order, ?string $courier, ?string $trackingNumber, StaffActor $actor): bool
    {
        $mailed = WriteTransaction::run(static function () use ($order, $courier, $trackingNumber, $actor): ?bool {
            /** @var Order $current */
            $current = Order::query()->whereKey($order->id)->lockForUpdate()->firstOrFail();
            if ($current->status !== OrderStatus::Shipped->value) {
                throw OrderNotShipped::make();
            }
            $before = ['courier' => $current->courier, 'tracking_number' => $current->tracking_number];
            $after = ['courier' => $courier, 'tracking_number' => $trackingNumber];
            if ($before === $after) {
                return null;
            }
            $updated = Order::query()->whereKey($current->id)->where('status', OrderStatus::Shipped->value)->update($after);
            if ($updated !== 1) {
                throw OrderNotShipped::make();
            }
            $current->forceFill($after);
            $event = OrderEvent::query()->create([
                'order_id' => $current->id,
                'user_id' => $actor->userId,
                'actor' => OrderActor::Staff,
                'type' => OrderEventType::Shipment,
                'from_status' => null,
                'to_status' => $courier,
                'body' => $trackingNumber,
                'public' => true,
                'created_at' => now(),
            ]);
            AuditLog::record($actor, 'order.shipment', $current, $before, $after, (string) $current->number);
            $added = ($before['tracking_number'] === null || $before['tracking_number'] === '') && $trackingNumber !== null;

            return $added && OrderMailOutbox::recordTracking($current, $event->id);
        });
        if ($mailed === true) {
            OrderMailOutbox::dispatch($order);
        }
        $order->forceFill(['courier' => $courier, 'tracking_number' => $trackingNumber]);

        return $mailed !== null;
    }
}
