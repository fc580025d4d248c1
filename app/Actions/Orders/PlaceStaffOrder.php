<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderKind;
use App\Exceptions\Orders\IdempotencyKeyTaken;
use App\Exceptions\Orders\OrderRefused;
use App\Exceptions\Orders\OutOfStock;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\Product;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderOwner;
use App\Services\Orders\SetPrice;
use App\Services\Orders\StaffOrderStep;

/**
 * A member of staff takes an order by hand: a phone sale or a sale at a store's counter (OrderKind::Phone / Store),
 * for a customer's account or for someone with just a name and a phone, and for a company buyer when there is one (its
 * name and IDNO, kept on the order for its invoice). It goes through PlaceOrder like the checkout's: prices read again
 * from the database, units reserved (a pickup store's, or a courier order's from the places StockLedger prefers), the
 * number, the customer's mail when there is an address, the shop's, the audit log; StaffOrderStep marks it as taken
 * by this person and confirmed; a unit price typed for a line is charged when StaffOrderStep allows it (below the
 * list price: `price-below-list` and a reason, kept on the line). The form's key makes it idempotent: the same key
 * again from the same person (a double click, a retry) answers the order it already made; from anyone else, 409.
 * A store sale handed over now is, in the same transaction, packed at its store and completed, its payment at the
 * counter recorded as paid (StaffOrderStep); when the store lacks the units nothing is placed (OutOfStock, 409).
 */
final readonly class PlaceStaffOrder
{
    public function __construct(private PlaceOrder $place)
    {
    }

    /**
     * @param  array{name: string, phone: string, email: ?string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string, company_name: ?string, company_idno: ?string, handed_over?: bool}  $details  `handed_over`: a sale at the counter whose goods the customer takes away now
     * @param  array<int, int>  $lines  units by product id
     * @param  array<int, int>  $prices  unit prices in bani staff typed, by product id
     * @param  bool  $mayLowerPrices  the person holds `price-below-list`
     *
     * @throws OrderRefused
     */
    public function handle(OrderKind $kind, ?int $customerId, array $details, array $lines, string $key, string $locale, ?string $note, StaffActor $staff, array $prices = [], ?string $priceReason = null, bool $mayLowerPrices = false): Order
    {
        $handedOver = $kind === OrderKind::Store && ($details['handed_over'] ?? false);
        unset($details['handed_over']);
        $existing = $this->made($kind, $key, $staff);
        if ($existing !== null) {
            return $existing;
        }
        $products = Product::query()->whereKey(array_keys($lines))->get()->keyBy('id');
        $draft = [];
        foreach ($lines as $productId => $quantity) {
            $product = $products->get($productId);
            if (! $product instanceof Product) {
                throw OutOfStock::of($kind, []);
            }
            $price = $prices[$productId] ?? null;
            $draft[] = new DraftLine($product, $quantity, $price === null ? null : new SetPrice($price, $priceReason, $staff->userId));
        }

        try {
            return $this->place->handle(new OrderDraft($kind, new OrderOwner($customerId, null), $draft, $details, $key, $locale), new StaffOrderStep($staff, $note, $mayLowerPrices, $handedOver));
        } catch (IdempotencyKeyTaken $taken) {
            // The same form sent twice at once: the first one made the order.
            return $this->made($kind, $key, $staff) ?? throw $taken;
        }
    }

    /**
     * @throws IdempotencyKeyTaken when the key made somebody else's order
     */
    private function made(OrderKind $kind, string $key, StaffActor $staff): ?Order
    {
        $order = Order::onWriteConnection()->where('idempotency_key', $key)->first();
        if ($order === null) {
            return null;
        }
        if ($staff->userId === null || (int) $order->getAttribute('placed_by') !== $staff->userId) {
            throw IdempotencyKeyTaken::for($kind);
        }

        return $order;
    }
}
