<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Reports;

use App\Enums\OrderStatus;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Order;
use App\Models\Product;
use App\Models\Store;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

/**
 * A hand-built shop for the reports' tests, on the shop's calendar (Europe/Chisinau, UTC+2 in January). Now is
 * Thursday 15 January 2026, 12:00 in Chișinău; the period is 10–15 January (today included, read live) and the period
 * before 4–9 January. Moments are UTC as stored.
 *
 * In the period, sold: #1 on the 10th (courier, cash, checkout: 2 × phone at 1000 lei less 100 lei off, cost 600, 50
 * lei delivery: 1950 lei), #7 on the 10th at 00:00 (1 × TV at 500 lei, no cost), #2 on the 12th (pickup at the Centru
 * store, card, one click: 1 × TV, 500 lei) and #3 today (courier, cash: 1 × phone at 1000 lei, cost 700 then). Not
 * sold: #4 cancelled (5 phones), #5 still new. Refunded: 300 lei of #1 on the 14th. Before: #6 on the 5th (2 × TV,
 * 1000 lei, cash).
 */
trait MakesSales
{
    private Product $phone;

    private Product $tv;

    private Store $centre;

    /** @var array<int, Order> */
    private array $orders = [];

    private function makeSales(): void
    {
        config()->set('app.shop_timezone', 'Europe/Chisinau');
        $this->travelTo(CarbonImmutable::parse('2026-01-15 10:00:00', 'UTC'));

        $phones = Category::query()->create(['depth' => 0, 'slug' => 'telefoane-r', 'name' => ['ro' => 'Telefoane R', 'ru' => 'Телефоны R'], 'sort' => 1]);
        $smart = Category::query()->create(['parent_id' => $phones->id, 'depth' => 1, 'slug' => 'smartfoane-r', 'name' => ['ro' => 'Smartfoane R', 'ru' => 'Смартфоны R'], 'sort' => 1]);
        $tvs = Category::query()->create(['depth' => 0, 'slug' => 'televizoare-r', 'name' => ['ro' => 'Televizoare R', 'ru' => 'Телевизоры R'], 'sort' => 2]);
        $pomme = Brand::query()->create(['name' => 'Pomme R', 'slug' => 'pomme-r']);
        $vizio = Brand::query()->create(['name' => 'Vizio R', 'slug' => 'vizio-r']);
        $this->phone = $this->product('R-PHONE', 'Telefon R', $smart, $phones, $pomme, 1000_00, 600_00);
        $this->tv = $this->product('R-TV', 'Televizor R', $tvs, $tvs, $vizio, 500_00, null);
        $this->centre = Store::query()->create([
            'slug' => 'centru-r', 'name' => ['ro' => 'Centru R', 'ru' => 'Центр R'], 'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
            'address' => ['ro' => 'bd. Ștefan cel Mare 1', 'ru' => 'бул. Штефан чел Маре 1'], 'phones' => [], 'hours' => [], 'latitude' => 47.0, 'longitude' => 28.8,
        ]);

        $this->orders[1] = $this->sale('2026-01-10 08:00:00', OrderStatus::Confirmed, [[$this->phone, 2, 100_00, 600_00]], delivery: 50_00);
        $this->orders[7] = $this->sale('2026-01-09 22:00:00', OrderStatus::Packed, [[$this->tv, 1, 0, null]]);
        $this->orders[2] = $this->sale('2026-01-12 12:00:00', OrderStatus::Completed, [[$this->tv, 1, 0, null]], store: $this->centre, payment: 'card', kind: 'one_click');
        $this->orders[3] = $this->sale('2026-01-15 08:00:00', OrderStatus::Shipped, [[$this->phone, 1, 0, 700_00]]);
        $this->orders[4] = $this->sale('2026-01-11 08:00:00', OrderStatus::Cancelled, [[$this->phone, 5, 0, 600_00]]);
        $this->orders[5] = $this->sale('2026-01-13 08:00:00', OrderStatus::New, [[$this->phone, 1, 0, 600_00]]);
        $this->orders[6] = $this->sale('2026-01-05 10:00:00', OrderStatus::Completed, [[$this->tv, 2, 0, null]]);

        $this->refund($this->orders[1], 300_00, '2026-01-14 09:00:00');
        $this->refund($this->orders[6], 100_00, '2026-01-03 09:00:00');
    }

    private function product(string $sku, string $name, Category $category, Category $root, Brand $brand, int $price, ?int $cost): Product
    {
        $product = Product::query()->create([
            'slug' => Str::slug($sku), 'sku' => $sku, 'name' => ['ro' => $name, 'ru' => $name.' RU'], 'description' => ['ro' => '', 'ru' => ''],
            'brand_id' => $brand->id, 'category_id' => $category->id, 'category_root_id' => $root->id, 'category_sub_id' => $category->id === $root->id ? null : $category->id,
            'price' => $price, 'stock_total' => 0,
        ]);
        DB::table('products')->where('id', $product->id)->update(['cost_price' => $cost, 'created_at' => '2025-01-01 00:00:00']);

        return $product;
    }

    /**
     * @param  list<array{0: Product, 1: int, 2: int, 3: int|null}>  $lines  product, units, discount, cost price
     */
    private function sale(string $at, OrderStatus $status, array $lines, int $delivery = 0, ?Store $store = null, string $payment = 'cash', string $kind = 'checkout'): Order
    {
        $subtotal = 0;
        $discount = 0;
        foreach ($lines as [$product, $units, $off]) {
            $subtotal += $product->price * $units;
            $discount += $off;
        }
        $order = Order::factory()->status($status)->createOne([
            'created_at' => $at, 'updated_at' => $at, 'kind' => $kind, 'payment_method' => $payment,
            'delivery_method' => $store === null ? 'courier' : 'pickup', 'store_id' => $store?->id,
            'subtotal' => $subtotal, 'discount_total' => $discount, 'delivery_fee' => $delivery, 'total' => $subtotal - $discount + $delivery,
        ]);
        foreach ($lines as [$product, $units, $off, $cost]) {
            $order->lines()->create([
                'product_id' => $product->id, 'sku' => $product->sku, 'name' => $product->name, 'slug' => $product->slug,
                'unit_price' => $product->price, 'quantity' => $units, 'line_total' => $product->price * $units, 'discount' => $off, 'cost_price' => $cost,
            ]);
        }
        DB::table('orders')->where('id', $order->id)->update(['updated_at' => $at]);

        return $order;
    }

    private function refund(Order $order, int $amount, string $at): void
    {
        DB::table('refunds')->insert([
            'order_id' => $order->id, 'method' => 'cash', 'amount' => $amount, 'idempotency_key' => Str::random(32), 'created_at' => $at,
        ]);
    }
}
