<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderEditRefused;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Audit\AuditLog;

/**
 * What an order taken by staff (by phone or in a store) adds to PlaceOrder: who took it (`placed_by`), staff's note
 * (`call_note`, the back office's alone), and no call to wait for: staff spoke with the customer, so the order is
 * confirmed at once, holds its units without a deadline, and its timeline and the audit log say who took it.
 * A unit price staff typed is checked here, against the list price read in the order's transaction, with an order
 * edit's rules and refusals: never above it, below it only for those who hold `price-below-list` and with a reason.
 */
final readonly class StaffOrderStep implements OrderStep
{
    public function __construct(private StaffActor $staff, private ?string $note, private bool $mayLowerPrices = false)
    {
    }

    public function before(OrderDraft $draft, array $lines, int $subtotal): array
    {
        foreach ($lines as $index => $line) {
            if ($line->price === null) {
                continue;
            }
            if ($line->unitPrice() > $line->product->sellingPrice()) {
                throw OrderEditRefused::priceTooHigh($index);
            }
            if ($line->belowList() && ! $this->mayLowerPrices) {
                throw OrderEditRefused::priceNotAllowed($index);
            }
            if ($line->belowList() && trim((string) $line->price->reason) === '') {
                throw OrderEditRefused::priceNeedsReason();
            }
        }

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
            'lines' => implode(', ', array_map(static fn (DraftLine $line): string => $line->product->sku.' × '.$line->quantity.($line->price === null ? '' : ' @ '.$line->price->unitPrice), $draft->lines)),
            'price_reason' => array_values(array_filter(array_map(static fn (DraftLine $line): ?string => $line->price?->reason, $draft->lines), static fn (?string $reason): bool => $reason !== null))[0] ?? null,
            'delivery_method' => $draft->details['delivery_method'] ?? null,
            'payment_method' => $draft->details['payment_method'] ?? null,
        ], OrderNumber::for($order));
    }
}
