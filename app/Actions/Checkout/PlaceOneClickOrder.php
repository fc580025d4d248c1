<?php

declare(strict_types=1);

namespace App\Actions\Checkout;

use App\Models\CartItem;
use App\Models\Order;
use App\Models\Product;
use App\Support\Database\WriteTransaction;
use Illuminate\Database\UniqueConstraintViolationException;

/**
 * "Buy in one click": one unit of a product and a phone number; the shop calls back to agree delivery and
 * payment. The unit is taken from stock at once (conditional UPDATE), with the same idempotency rule as checkout.
 */
final class PlaceOneClickOrder
{
    /**
     * @param  array{user_id: int|null, guest_id: string|null}  $owner
     */
    public function handle(Product $product, string $phone, ?string $name, array $owner, string $key, string $locale): Order
    {
        $existing = Order::query()->where('idempotency_key', $key)->first();
        if ($existing !== null) {
            return $existing;
        }

        try {
            $order = WriteTransaction::run(function () use ($product, $phone, $name, $owner, $key, $locale): Order {
                $order = Order::query()->create([
                    ...$owner,
                    'idempotency_key' => $key,
                    'kind' => 'one_click',
                    'locale' => $locale,
                    'name' => $name,
                    'phone' => $phone,
                    'subtotal' => $product->price,
                    'total' => $product->price,
                ]);
                $line = new CartItem(['product_id' => $product->id, 'quantity' => 1]);
                $line->setRelation('product', $product);
                PlaceOrder::takeStock([$line], null);
                $order->lines()->create(PlaceOrder::snapshot($product, 1));
                $order->forceFill(['number' => PlaceOrder::number($order)])->save();

                return $order;
            });
        } catch (UniqueConstraintViolationException) {
            return Order::query()->where('idempotency_key', $key)->firstOrFail();
        }
        PlaceOrder::notify($order);

        return $order;
    }
}
