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
use App\Services\Stock\StockLedger;

/**
 * What an order taken by staff (by phone or in a store) adds to PlaceOrder: who took it (`placed_by`), staff's note
 * (`call_note`, the back office's alone), and no call to wait for: staff spoke with the customer, so the order is
 * confirmed at once, holds its units without a deadline, and its timeline and the audit log say who took it.
 * A unit price staff typed is checked here, against the list price read in the order's transaction, with an order
 * edit's rules and refusals: never above it, below it only for those who hold `price-below-list` and with a reason.
 * A store sale handed over now (the customer leaves with the goods) is packed at its store through the ledger, as
 * staff packing there would (the units were reserved from that shelf, so nothing moves twice), completed at once, and
 * its payment at the counter recorded as paid; the timeline and `order.taken` say so.
 */
final readonly class StaffOrderStep implements OrderStep
{
    public function __construct(private StaffActor $staff, private ?string $note, private bool $mayLowerPrices = false, private bool $handedOver = false, private StockLedger $stock = new StockLedger)
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
            'status' => ($this->handedOver ? OrderStatus::Completed : OrderStatus::Confirmed)->value,
            'confirmed_at' => now(),
            'status_changed_at' => now(),
            'held_until' => null,
            ...($this->handedOver ? ['paid_at' => now()] : []),
        ];
    }

    public function after(Order $order, OrderDraft $draft): void
    {
        OrderEvent::query()->create([
            'order_id' => $order->id, 'user_id' => $this->staff->userId, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Status,
            'from_status' => OrderStatus::New->value, 'to_status' => OrderStatus::Confirmed->value, 'public' => true, 'created_at' => now(),
        ]);
        $storeId = $draft->pickupStoreId();
        if ($this->handedOver && $storeId !== null) {
            $this->handOver($order, $draft, $storeId);
        }
        AuditLog::record($this->staff, 'order.taken', $order, [], [
            'kind' => $draft->kind->value,
            'lines' => implode(', ', array_map(static fn (DraftLine $line): string => $line->product->sku.' × '.$line->quantity.($line->price === null ? '' : ' @ '.$line->price->unitPrice), $draft->lines)),
            'price_reason' => array_values(array_filter(array_map(static fn (DraftLine $line): ?string => $line->price?->reason, $draft->lines), static fn (?string $reason): bool => $reason !== null))[0] ?? null,
            'delivery_method' => $draft->details['delivery_method'] ?? null,
            'payment_method' => $draft->details['payment_method'] ?? null,
            ...($this->handedOver ? ['handed_over' => true, 'status' => OrderStatus::Completed->value, 'paid' => true] : []),
        ], OrderNumber::for($order));
    }

    /**
     * The goods leave the store's shelf with the customer: packed there (the ledger's step; the units were reserved
     * from that shelf, so it records a move only if they were not), then handed over and paid at the counter.
     */
    private function handOver(Order $order, OrderDraft $draft, int $storeId): void
    {
        $this->stock->move($order->id, $storeId);
        $steps = [[OrderStatus::Confirmed, OrderStatus::Packed], [OrderStatus::Packed, OrderStatus::ReadyForPickup], [OrderStatus::ReadyForPickup, OrderStatus::Completed]];
        foreach ($steps as [$from, $to]) {
            OrderEvent::query()->create([
                'order_id' => $order->id, 'user_id' => $this->staff->userId, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Status,
                'from_status' => $from->value, 'to_status' => $to->value, 'public' => true, 'created_at' => now(),
            ]);
        }
        OrderEvent::query()->create([
            'order_id' => $order->id, 'user_id' => $this->staff->userId, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Payment,
            'from_status' => null, 'to_status' => 'paid', 'body' => $draft->details['payment_method'] ?? null, 'public' => false, 'created_at' => now(),
        ]);
    }
}
