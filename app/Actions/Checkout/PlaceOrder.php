<?php

declare(strict_types=1);

namespace App\Actions\Checkout;

use App\Models\Cart;
use App\Models\CartItem;
use App\Models\Order;
use App\Models\Product;
use App\Queries\Checkout\PickupStores;
use App\Support\Checkout\DeliveryFee;
use App\Support\Credit\CreditProgrammeTable;
use App\Support\Database\WriteTransaction;
use App\Support\Orders\IdempotencyKeys;
use App\Support\Orders\OrderMailOutbox;
use App\Support\Text;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Turns the shopper's cart into an order in one transaction: the order row (its idempotency key is unique), one
 * conditional stock UPDATE per line (`… WHERE stock_total >= qty`, and the chosen store's row for pickup),
 * snapshots of name, SKU and price, the readable number from the id, and the emptied cart. Any line short of stock
 * rolls everything back. The same key again (a double click, a retry) from the same shopper answers the order it
 * already made; from anyone else it is refused (IdempotencyKeys). The order's mails are recorded in the same
 * transaction (OrderMailOutbox) and handed to the queue after the commit.
 *
 * @phpstan-type Details array{name: string, phone: string, email: string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string, credit_programme: ?string, company_name: ?string, company_idno: ?string, comment: ?string}
 */
final readonly class PlaceOrder
{
    public function __construct(private CreditProgrammeTable $credit, private PickupStores $stores)
    {
    }

    /**
     * @param  Details  $details
     * @param  array{user_id: int|null, guest_id: string|null}  $owner
     */
    public function handle(?Cart $cart, array $details, array $owner, string $key, string $locale): Order
    {
        $existing = IdempotencyKeys::orderFor($key, $owner);
        if ($existing !== null) {
            return $existing;
        }

        /** @var list<CartItem> $items */
        $items = $cart === null ? [] : $cart->items()->with('product')->orderBy('product_id')->get()->all();
        if ($items === []) {
            throw ValidationException::withMessages(['cart' => Text::get('checkout.cart_empty')])->status(409);
        }
        $subtotal = array_sum(array_map(static fn (CartItem $item): int => $item->product->price * $item->quantity, $items));
        $extra = $this->checkOptions($details, $items, $subtotal);

        try {
            $order = WriteTransaction::run(function () use ($cart, $items, $details, $owner, $key, $locale, $subtotal, $extra): Order {
                $fee = DeliveryFee::for($details['delivery_method'], $details['delivery_zone'], $subtotal);
                $order = Order::query()->create([
                    ...$details, ...$extra, ...$owner,
                    'idempotency_key' => $key,
                    'kind' => 'checkout',
                    'locale' => $locale,
                    'subtotal' => $subtotal,
                    'delivery_fee' => $fee,
                    'total' => $subtotal + $fee,
                ]);
                $this->takeStock($items, $details['delivery_method'] === 'pickup' ? $details['store_id'] : null);
                $order->lines()->createMany(array_map(static fn (CartItem $item): array => self::snapshot($item->product, $item->quantity), $items));
                $order->forceFill(['number' => self::number($order)])->save();
                $cart?->items()->delete();
                OrderMailOutbox::record($order);

                return $order;
            });
        } catch (UniqueConstraintViolationException) {
            // Another request with the same key committed first: answer its order if it is this shopper's.
            return IdempotencyKeys::orderFor($key, $owner) ?? throw IdempotencyKeys::refusal();
        }
        OrderMailOutbox::dispatch($order);

        return $order;
    }

    /** ES-2611-000123: year and month of the order, then its id. */
    public static function number(Order $order): string
    {
        return sprintf('ES-%s-%06d', $order->created_at->format('ym'), $order->id);
    }

    /**
     * @return array{order_id?: int, product_id: int, sku: string, name: array<string, string>, slug: string, unit_price: int, quantity: int, line_total: int}
     */
    public static function snapshot(Product $product, int $quantity): array
    {
        return [
            'product_id' => $product->id,
            'sku' => $product->sku,
            'name' => $product->name,
            'slug' => $product->slug,
            'unit_price' => $product->price,
            'quantity' => $quantity,
            'line_total' => $product->price * $quantity,
        ];
    }

    /**
     * One conditional UPDATE per line: 0 rows means another order took the units first.
     *
     * @param  list<CartItem>  $items
     */
    public static function takeStock(array $items, ?int $storeId): void
    {
        $short = [];
        foreach ($items as $item) {
            $taken = DB::table('products')->where('id', $item->product_id)->where('stock_total', '>=', $item->quantity)
                ->decrement('stock_total', $item->quantity);
            if ($taken === 1 && $storeId !== null) {
                $taken = DB::table('product_stock')->where('product_id', $item->product_id)->where('store_id', $storeId)
                    ->where('quantity', '>=', $item->quantity)->decrement('quantity', $item->quantity);
            }
            if ($taken !== 1) {
                $short[] = $item->product->translate('name');
            }
        }
        if ($short !== []) {
            throw ValidationException::withMessages(['cart' => Text::get('checkout.out_of_stock', ['products' => implode(', ', $short)])])->status(409);
        }
    }

    /**
     * The choices that depend on the cart: a pickup store holding every item, a credit programme taking the total.
     *
     * @param  Details  $details
     * @param  list<CartItem>  $items
     * @return array{credit_months?: int, credit_monthly?: int}
     */
    private function checkOptions(array $details, array $items, int $subtotal): array
    {
        if ($details['delivery_method'] === 'pickup') {
            $wanted = [];
            foreach ($items as $item) {
                $wanted[$item->product_id] = ['quantity' => $item->quantity, 'name' => $item->product->translate('name')];
            }
            $store = collect($this->stores->for($wanted))->firstWhere('id', $details['store_id']);
            if ($store === null) {
                throw ValidationException::withMessages(['store_id' => Text::get('checkout.validation.store_id')]);
            }
            if ($store['missing'] !== []) {
                throw ValidationException::withMessages(['store_id' => Text::get('checkout.store_missing', ['products' => implode(', ', $store['missing'])])]);
            }
        }
        if ($details['payment_method'] !== 'credit') {
            return [];
        }
        // Credit covers the goods; the delivery fee is paid to the courier.
        $row = collect($this->credit->rows($subtotal))->firstWhere('slug', $details['credit_programme']);
        if ($row === null) {
            throw ValidationException::withMessages(['credit_programme' => Text::get('checkout.validation.credit_programme')]);
        }

        return ['credit_months' => $row['months'], 'credit_monthly' => $row['monthly_payment']];
    }
}
