<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Events\Orders\OrderPlaced;
use App\Exceptions\Orders\EmptyOrder;
use App\Exceptions\Orders\OrderRefused;
use App\Exceptions\Orders\OutOfStock;
use App\Exceptions\Stock\NotEnoughStock;
use App\Infrastructure\Database\WriteTransaction;
use App\Models\Order;
use App\Services\Checkout\DeliveryFee;
use App\Services\Orders\IdempotencyKeys;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderLimits;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Orders\OrderNumber;
use App\Services\Orders\OrderPrices;
use App\Services\Orders\OrderStep;
use App\Services\Orders\PricedLine;
use App\Services\Promos\OrderPromos;
use App\Services\Stock\StockLedger;
use Illuminate\Database\UniqueConstraintViolationException;

/**
 * The one way an order is placed, whatever form it comes from (checkout, buy in one click). In one write
 * transaction: the limits on units and on orders waiting for a call (OrderLimits), the lines priced from the
 * database, the caller's own step (its checks and columns), the order row (its idempotency key is unique), each
 * line's units reserved (StockLedger: the pickup store's, or from as many places as it takes), name / SKU / price
 * snapshots, the readable number and the mails in the outbox. Any refusal rolls everything back. The order holds its
 * units until `orders.hold_hours` (the step may say less) unless staff confirm it: ReleaseUnconfirmedOrders gives
 * them back. The same key again from the same shopper (a double click, a retry) answers the order it already made;
 * from anyone else it is refused (IdempotencyKeys). OrderPlaced is dispatched once, after the commit.
 */
final readonly class PlaceOrder
{
    public function __construct(private OrderPrices $prices, private StockLedger $stock, private OrderPromos $promos)
    {
    }

    /**
     * @throws OrderRefused
     */
    public function handle(OrderDraft $draft, ?OrderStep $step = null): Order
    {
        $existing = IdempotencyKeys::orderFor($draft);
        if ($existing !== null) {
            return $existing;
        }
        if ($draft->lines === []) {
            throw EmptyOrder::for($draft->kind);
        }

        try {
            $order = OrderLimits::serialized($draft, fn (): Order => WriteTransaction::run(fn (): Order => $this->place($draft, $step)));
        } catch (UniqueConstraintViolationException $violation) {
            // Another request with the same key committed first: answer its order if it is this shopper's. Any other
            // unique column is a fault of ours, never "already sent".
            return IdempotencyKeys::orderFor($draft) ?? throw $violation;
        }
        OrderPlaced::dispatch($order);

        return $order;
    }

    private function place(OrderDraft $draft, ?OrderStep $step): Order
    {
        OrderLimits::check($draft);
        $lines = $this->prices->lines($draft);
        $subtotal = OrderPrices::subtotal($lines);
        // Codes and cart rules read again here, with the prices: what the goods cost after them (docs/promo-codes.md).
        $promo = $this->promos->for($draft, $lines);
        $discount = $promo->discount();
        $columns = $step?->before($draft, $lines, $subtotal - $discount) ?? [];
        $fee = $promo->freeDelivery ? 0 : DeliveryFee::for($draft->details['delivery_method'] ?? '', $draft->details['delivery_zone'] ?? null, $subtotal - $discount);

        $order = Order::query()->create([
            ...$draft->details,
            // Until staff confirm it (the step may hold it for less: buy in one click).
            'held_until' => now()->addHours(config()->integer('orders.hold_hours')),
            ...$columns, ...$draft->owner->columns(),
            'idempotency_key' => $draft->key,
            'kind' => $draft->kind->value,
            'locale' => $draft->locale,
            'subtotal' => $subtotal,
            'discount_total' => $discount,
            'delivery_fee' => $fee,
            'total' => $subtotal - $discount + $fee,
        ]);
        $step?->after($order, $draft);
        $this->reserve($order, $draft, $lines);
        $order->lines()->createMany(array_map(static fn (PricedLine $line, int $off): array => [...$line->snapshot(), 'discount' => $off], $lines, $promo->lineDiscounts));
        $this->promos->take($order, $draft, $promo);
        $order->forceFill(['number' => OrderNumber::for($order)])->save();
        OrderMailOutbox::record($order);

        return $order;
    }

    /**
     * @param  list<PricedLine>  $lines
     *
     * @throws OutOfStock naming every line that is short
     */
    private function reserve(Order $order, OrderDraft $draft, array $lines): void
    {
        $quantities = [];
        foreach ($lines as $line) {
            $quantities[$line->product->id] = ($quantities[$line->product->id] ?? 0) + $line->quantity;
        }
        try {
            $this->stock->reserve($order->id, $quantities, $draft->pickupStoreId());
        } catch (NotEnoughStock $short) {
            $names = [];
            foreach ($lines as $line) {
                if (in_array($line->product->id, $short->productIds, true)) {
                    $names[] = $line->product->translate('name');
                }
            }

            throw OutOfStock::of($draft->kind, $names);
        }
    }
}
