<?php

declare(strict_types=1);

namespace App\Services\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Orders\OrderMailOutbox;

/**
 * What every step of a return, refund or warranty claim leaves for the customer, written inside the step's
 * transaction so it exists exactly when the step does: a public row on the order's timeline and their mail in the
 * order mails' outbox (sent after the commit). Each action writes its own audit entry beside it (its action written
 * out, so the audit log page has a sentence for each: tests/Feature/Admin/AuditLog).
 */
final class AfterSaleLog
{
    public static function step(
        Order $order,
        OrderEventType $type,
        string $step,
        ?string $body,
        string $mailType,
        OrderActor $actor,
        ?int $userId,
    ): void {
        OrderEvent::query()->create([
            'order_id' => $order->id,
            'user_id' => $userId,
            'actor' => $actor,
            'type' => $type,
            'from_status' => null,
            'to_status' => $step,
            'body' => $body,
            'public' => true,
            'created_at' => now(),
        ]);
        if (OrderMailOutbox::recordAfterSale($order, $mailType)) {
            OrderMailOutbox::dispatch($order);
        }
    }
}
