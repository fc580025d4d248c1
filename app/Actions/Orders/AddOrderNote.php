<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Audit\AuditLog;

/** A staff member's internal note on an order: on its timeline for staff only (never shown to the customer), audited. */
final class AddOrderNote
{
    public function handle(Order $order, string $body, StaffActor $staff): OrderEvent
    {
        return WriteTransaction::run(static function () use ($order, $body, $staff): OrderEvent {
            $note = OrderEvent::query()->create([
                'order_id' => $order->id,
                'user_id' => $staff->userId,
                'actor' => OrderActor::Staff,
                'type' => OrderEventType::Note,
                'body' => $body,
                'public' => false,
                'created_at' => now(),
            ]);
            AuditLog::record($staff, 'order.note', $order, [], ['note' => $body], $order->number);

            return $note;
        });
    }
}
