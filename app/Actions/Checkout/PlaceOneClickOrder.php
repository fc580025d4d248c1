<?php

declare(strict_types=1);

namespace App\Actions\Checkout;

use App\Models\CartItem;
use App\Models\Order;
use App\Models\Product;
use App\Support\Database\WriteTransaction;
use App\Support\Orders\IdempotencyKeys;
use App\Support\Orders\OrderMailOutbox;
use App\Support\Text;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * "Buy in one click": one unit of a product and a phone number; the shop calls back to agree delivery and
 * payment. The unit is taken from stock at once (conditional UPDATE) but only held: unless staff confirm the order
 * (ConfirmOneClickOrder), `orders:release-holds` gives it back after `orders.one_click_hold_hours`. A phone has at
 * most one open one-click order per product, kept by the unique key of `one_click_holds`, so nobody drains the stock
 * by repeating the form. The idempotency key follows the same owner rule as checkout.
 */
final class PlaceOneClickOrder
{
    /**
     * @param  array{user_id: int|null, guest_id: string|null}  $owner
     */
    public function handle(Product $product, string $phone, ?string $name, array $owner, string $key, string $locale): Order
    {
        $existing = IdempotencyKeys::orderFor($key, $owner);
        if ($existing !== null) {
            return $existing;
        }

        try {
            $order = WriteTransaction::run(function () use ($product, $phone, $name, $owner, $key, $locale): Order {
                $now = now();
                $order = Order::query()->create([
                    ...$owner,
                    'idempotency_key' => $key,
                    'kind' => 'one_click',
                    'locale' => $locale,
                    'name' => $name,
                    'phone' => $phone,
                    'subtotal' => $product->price,
                    'total' => $product->price,
                    'held_until' => $now->copy()->addHours(config()->integer('orders.one_click_hold_hours')),
                ]);
                // One statement decides between two racing requests: the loser inserts nothing and rolls back.
                $held = DB::table('one_click_holds')->insertOrIgnore([
                    'phone' => $phone, 'product_id' => $product->id, 'order_id' => $order->id, 'created_at' => $now,
                ]);
                if ($held !== 1) {
                    throw ValidationException::withMessages(['phone' => Text::get('one_click.already_open')])->status(409);
                }
                $line = new CartItem(['product_id' => $product->id, 'quantity' => 1]);
                $line->setRelation('product', $product);
                PlaceOrder::takeStock([$line], null);
                $order->lines()->create(PlaceOrder::snapshot($product, 1));
                $order->forceFill(['number' => PlaceOrder::number($order)])->save();
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
}
