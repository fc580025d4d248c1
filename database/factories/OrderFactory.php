<?php

declare(strict_types=1);

namespace Database\Factories;

use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\Product;
use App\Models\Store;
use App\Services\Orders\OrderNumber;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/**
 * A new courier order in Romanian with no lines (give it lines with withLine()); money in bani. It takes no stock:
 * tests of stock go through the checkout or the actions.
 *
 * @extends Factory<Order>
 */
final class OrderFactory extends Factory
{
    protected $model = Order::class;

    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        return [
            'idempotency_key' => Str::random(40),
            'kind' => OrderKind::Checkout->value,
            'status' => OrderStatus::New->value,
            'locale' => 'ro',
            'name' => 'Ion Popescu',
            'phone' => '+37369123456',
            'email' => fake()->unique()->safeEmail(),
            'delivery_method' => 'courier',
            'delivery_zone' => 'chisinau',
            'city' => 'Chișinău',
            'address' => 'str. Ștefan cel Mare 1, ap. 2',
            'payment_method' => 'cash',
            'subtotal' => 1_000_00,
            'delivery_fee' => 0,
            'total' => 1_000_00,
        ];
    }

    public function configure(): static
    {
        return $this->afterCreating(static function (Order $order): void {
            if ($order->number === null) {
                $order->forceFill(['number' => OrderNumber::for($order)])->save();
            }
        });
    }

    public function status(OrderStatus $status): static
    {
        return $this->state(['status' => $status->value]);
    }

    public function pickup(Store $store): static
    {
        return $this->state(['delivery_method' => 'pickup', 'delivery_zone' => null, 'city' => null, 'address' => null, 'store_id' => $store->id]);
    }

    public function oneClick(): static
    {
        return $this->state(['kind' => OrderKind::OneClick->value, 'delivery_method' => null, 'delivery_zone' => null, 'city' => null, 'address' => null, 'payment_method' => null, 'email' => null, 'held_until' => now()->addHours(2)]);
    }

    /** A line of `$quantity` units of the product at its current price; the order's totals follow. */
    public function withLine(Product $product, int $quantity = 1): static
    {
        return $this->afterCreating(static function (Order $order) use ($product, $quantity): void {
            $order->lines()->create([
                'product_id' => $product->id,
                'sku' => $product->sku,
                'name' => $product->name,
                'slug' => $product->slug,
                'unit_price' => $product->price,
                'quantity' => $quantity,
                'line_total' => $product->price * $quantity,
            ]);
            $subtotal = (int) $order->lines()->sum('line_total');
            $order->forceFill(['subtotal' => $subtotal, 'total' => $subtotal + $order->delivery_fee])->save();
        });
    }
}
