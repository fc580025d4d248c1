<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Models\Brand;
use App\Models\Category;
use App\Models\Order;
use App\Models\Product;
use App\Services\Checkout\DeliveryDays;
use App\Services\Stock\StockLedger;
use Tests\Support\Stock;

/** Products with stock and one-click orders holding their units, as buy in one click leaves them, for the call tests. */
trait MakesCallOrders
{
    private function product(string $sku, int $price = 3_000_00, int $units = 5, string $name = 'Telefon X'): Product
    {
        $category = Category::query()->firstOrCreate(['slug' => 'telefoane'], ['depth' => 0, 'name' => ['ro' => 'Telefoane', 'ru' => 'Телефоны'], 'sort' => 1]);
        $brand = Brand::query()->firstOrCreate(['slug' => 'quorra'], ['name' => 'Quorra']);
        $product = Product::query()->create([
            'slug' => str()->slug($sku), 'sku' => $sku, 'name' => ['ro' => $name, 'ru' => $name.' RU'], 'description' => ['ro' => '', 'ru' => ''],
            'brand_id' => $brand->id, 'category_id' => $category->id, 'category_root_id' => $category->id, 'price' => $price, 'stock_total' => 0,
        ]);
        Stock::only($product, $units);

        return $product;
    }

    /** A one-click order of $quantity units of the product, the units reserved (taken from stock) as the pipeline does. */
    private function oneClickOf(Product $product, int $quantity = 1, string $createdAt = 'now'): Order
    {
        $placed = now()->modify($createdAt);
        $order = Order::factory()->oneClick()->withLine($product, $quantity)
            ->createOne(['name' => null, 'created_at' => $placed, 'held_until' => $placed->copy()->addHours(2)]);
        app(StockLedger::class)->reserve($order->id, [$product->id => $quantity]);

        return $order->refresh();
    }

    /**
     * What the confirmation form sends for a courier to the zone's first day and the first interval, with the lines.
     *
     * @param  array<int, int>  $lines  units by product id
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function confirmation(array $lines, array $overrides = [], string $zone = 'chisinau'): array
    {
        return [
            'version' => 0, 'name' => 'Ana Rusu', 'delivery_method' => 'courier', 'delivery_zone' => $zone, 'city' => 'Chișinău',
            'address' => 'str. Ismail 1', 'delivery_date' => DeliveryDays::for($zone)[0], 'delivery_interval' => '13-18', 'payment_method' => 'cash',
            'lines' => array_map(static fn (int $id, int $quantity): array => ['product_id' => $id, 'quantity' => $quantity], array_keys($lines), $lines),
            ...$overrides,
        ];
    }
}
