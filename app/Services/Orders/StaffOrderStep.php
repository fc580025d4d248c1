<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Audit\AuditLog;

/**
 * What an order taken by staff (by phone or in a store) adds to PlaceOrder: who took it (`placed_by`), staff's note
 * (`call_note`, the back office's alone), and no call to wait for: staff spoke with the customer, so the order is
 * confirmed at once, holds its units without a deadline, and its timeline and the audit log say who took it.
 */
final readonly class StaffOrderStep implements OrderStep
{
    public function __construct(private StaffActor $staff, private ?string $note)
    {
    }

    public function before(OrderDraft $draft, array $lines, int $subtotal): array
    {
        return [
            'placed_by' => $this->staff->userId,
            'call_note' => $this->note,
            'status' => OrderStatus::Confirmed->value,
            'confirmed_at' => now(),
            'status_changed_at' => now(),
            'held_until' => null,
        ];
    }

    public function after(Order $order, OrderDraft $draft): void
    {
        OrderEvent::query()->create([
            'order_id' => $order->id, 'user_id' => $this->staff->userId, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Status,
            'from_status' => OrderStatus::New->value, 'to_status' => OrderStatus::Confirmed->value, 'public' => true, 'created_at' => now(),
        ]);
        AuditLog::record($this->staff, 'order.taken', $order, [], [
            'kind' => $draft->kind->value,
            'lines' => implode(', ', array_map(static fn (DraftLine $line): string => $line->product->sku.' × '.$line->quantity, $draft->lines)),
            'delivery_method' => $draft->details['delivery_method'] ?? null,
            'payment_method' => $draft->details['payment_method'] ?? null,
        ], OrderNumber::for($order));
    }
}
