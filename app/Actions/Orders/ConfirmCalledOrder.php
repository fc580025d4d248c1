<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\CallLinesRefused;
use App\Exceptions\Orders\IllegalOrderMove;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Exceptions\Orders\OutOfStock;
use App\Exceptions\Stock\NotEnoughStock;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Product;
use App\Services\Audit\AuditLog;
use App\Services\Checkout\DeliveryFee;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderOwner;
use App\Services\Orders\OrderPrices;
use App\Services\Orders\PricedLine;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * "Called, confirmed": staff rang the one-click shopper back and typed what they agreed: the name, the lines (the
 * quantity changed, products added or removed), delivery (a courier's zone, town, address, day and interval, checked
 * by the checkout's rules in ConfirmCallRequest), payment, and their own note of the call, kept in `call_note` apart
 * from the shopper's comment, which stays as the shopper wrote it.
 *
 * In one write transaction, as an order is placed (PlaceOrder): the lines priced again from the database
 * (OrderPrices), the courier's fee the checkout's for the zone and those lines, the details saved version-checked like
 * every move (ChangeOrderStatus), the order's units given back and reserved again for the new lines (StockLedger: from
 * the pickup store, or from the places a courier order takes them from), the lines' snapshots replaced, the audit
 * entry `order.call_details` with what was set, and the move to confirmed, which ends the hold. Not enough units, or
 * a release or another member of staff acting first, leaves the order untouched (409).
 */
final readonly class ConfirmCalledOrder
{
    public function __construct(private ChangeOrderStatus $changeStatus, private OrderPrices $prices, private StockLedger $stock)
    {
    }

    /**
     * @param  array{name: string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string, call_note: ?string}  $details
     * @param  array<int, int>  $lines  units by product id
     *
     * @throws OrderChangedMeanwhile
     * @throws IllegalOrderMove
     * @throws CallLinesRefused
     */
    public function handle(Order $order, array $details, array $lines, int $version, StaffActor $staff): Order
    {
        if ($order->kind !== OrderKind::OneClick->value) {
            throw IllegalOrderMove::from($order->currentStatus(), OrderStatus::Confirmed);
        }
        $pickup = $details['delivery_method'] === 'pickup';
        $zone = $pickup ? null : $details['delivery_zone'];
        $changes = [
            'name' => $details['name'],
            'delivery_method' => $details['delivery_method'],
            'delivery_zone' => $zone,
            'city' => $pickup ? null : $details['city'],
            'address' => $pickup ? null : $details['address'],
            'delivery_date' => $pickup ? null : $details['delivery_date'],
            'delivery_interval' => $pickup ? null : $details['delivery_interval'],
            'store_id' => $pickup ? $details['store_id'] : null,
            'payment_method' => $details['payment_method'],
            'call_note' => $details['call_note'],
        ];

        return WriteTransaction::run(function () use ($order, $changes, $lines, $version, $staff, $pickup): Order {
            $priced = $this->price($order, $lines);
            $subtotal = OrderPrices::subtotal($priced);
            // The courier's fee of the zone agreed, as the checkout would have charged it for these lines.
            $fee = DeliveryFee::for($changes['delivery_method'], $changes['delivery_zone'], $subtotal);
            $changes += ['subtotal' => $subtotal, 'delivery_fee' => $fee, 'total' => $subtotal + $fee];

            $saved = DB::table('orders')->where('id', $order->id)->where('status', OrderStatus::New->value)->where('version', $version)
                ->update($changes);
            if ($saved !== 1) {
                throw OrderChangedMeanwhile::make();
            }
            $linesBefore = self::linesText($order);
            $this->reserve($order, $priced, $pickup ? $changes['store_id'] : null);
            $order->lines()->delete();
            $order->lines()->createMany(array_map(static fn (PricedLine $line): array => $line->snapshot(), $priced));
            $order->unsetRelation('lines');

            $before = array_intersect_key($order->getAttributes(), $changes);
            $order->forceFill($changes)->syncOriginal();
            $after = $changes;
            $linesAfter = self::linesText($order);
            if ($linesAfter !== $linesBefore) {
                $before['lines'] = $linesBefore;
                $after['lines'] = $linesAfter;
            }
            AuditLog::record($staff, 'order.call_details', $order, $before, $after, $order->number);

            return $this->changeStatus->handle($order, OrderStatus::Confirmed, $version, OrderActor::Staff, $staff->userId, null, $staff);
        });
    }

    /**
     * The agreed lines with today's prices, names and SKUs (OrderPrices, as for any order).
     *
     * @param  array<int, int>  $lines
     * @return list<PricedLine>
     */
    private function price(Order $order, array $lines): array
    {
        $products = Product::query()->whereKey(array_keys($lines))->get()->keyBy('id');
        $draft = [];
        foreach ($lines as $productId => $quantity) {
            $product = $products->get($productId);
            if (! $product instanceof Product) {
                throw CallLinesRefused::unavailable();
            }
            $draft[] = new DraftLine($product, $quantity);
        }
        try {
            return $this->prices->lines(new OrderDraft(
                OrderKind::OneClick, new OrderOwner($order->user_id, $order->guest_id), $draft,
                ['name' => $order->name, 'phone' => $order->phone], $order->idempotency_key, $order->locale,
            ));
        } catch (OutOfStock) {
            throw CallLinesRefused::unavailable();
        }
    }

    /**
     * Gives back what the order held and reserves the agreed lines, all or nothing (the caller's transaction): the
     * pickup store's units, or a courier's from the places StockLedger prefers, as PlaceOrder reserves a new order's.
     *
     * @param  list<PricedLine>  $lines
     *
     * @throws CallLinesRefused naming every product short of units
     */
    private function reserve(Order $order, array $lines, ?int $storeId): void
    {
        $replaced = DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->pluck('id')->all();
        $this->stock->release($order->id);
        // Those units are back at their places and the order reserves its lines anew: the replaced rows are no
        // reservation a reverted cancellation should take again (StockLedger::restore reads released rows).
        DB::table('order_stock')->whereIn('id', $replaced)->delete();
        $quantities = [];
        foreach ($lines as $line) {
            $quantities[$line->product->id] = $line->quantity;
        }
        try {
            $this->stock->reserve($order->id, $quantities, $storeId);
        } catch (NotEnoughStock $short) {
            $names = [];
            foreach ($lines as $line) {
                if (in_array($line->product->id, $short->productIds, true)) {
                    $names[] = $line->product->translate('name');
                }
            }

            throw CallLinesRefused::outOfStock($names, $storeId !== null);
        }
    }

    /**
     * The order's lines as the audit log shows them: "SKU × units", one after the other.
     */
    private static function linesText(Order $order): string
    {
        /** @var list<OrderLine> $lines */
        $lines = OrderLine::query()->where('order_id', $order->id)->orderBy('id')->get()->all();

        return implode(', ', array_map(static fn (OrderLine $line): string => $line->sku.' × '.$line->quantity, $lines));
    }
}
