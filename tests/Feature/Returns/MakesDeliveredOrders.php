<?php

declare(strict_types=1);

namespace Tests\Feature\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Product;
use App\Models\Store;
use App\Models\User;
use App\Services\Stock\StockLedger;
use Carbon\CarbonInterface;
use Illuminate\Support\Facades\DB;
use Tests\Support\Stock;

/** Products, delivered orders, stores and staff for the returns, refunds and warranty tests. */
trait MakesDeliveredOrders
{
    private int $warehouse;

    private function arrangeCatalogue(): void
    {
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        $this->warehouse = Stock::warehouse();
    }

    private function product(int $units = 5, int $price = 1_000_00): Product
    {
        $now = now();
        $n = DB::table('products')->count() + 1;
        $id = DB::table('products')->insertGetId([
            'slug' => "tv-$n", 'sku' => "TV-$n", 'name' => json_encode(['ro' => "Televizor Volta $n", 'ru' => "Телевизор Volta $n"]),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => $price, 'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
        Stock::set($id, $this->warehouse, $units);

        return Product::query()->findOrFail($id);
    }

    /**
     * An order of `$quantity` units of the product, its units taken from the warehouse, completed at `$completedAt`
     * (a staff move on the timeline, as the workflow records it).
     *
     * @param  array<string, mixed>  $attributes
     */
    private function deliveredOrder(Product $product, int $quantity = 2, ?CarbonInterface $completedAt = null, array $attributes = []): Order
    {
        $order = Order::factory()->status(OrderStatus::Completed)->withLine($product, $quantity)
            ->createOne(['email' => 'ana@example.md', 'name' => 'Ana', ...$attributes]);
        app(StockLedger::class)->reserve($order->id, [$product->id => $quantity]);
        $at = $completedAt ?? now()->subDays(2);
        OrderEvent::query()->create([
            'order_id' => $order->id, 'user_id' => null, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Status,
            'from_status' => OrderStatus::Shipped->value, 'to_status' => OrderStatus::Completed->value, 'public' => true, 'created_at' => $at,
        ]);
        $order->forceFill(['status_changed_at' => $at])->save();

        return $order->refresh();
    }

    private function staff(StaffRole $role, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale, 'name' => ucfirst($role->value).' Test']);
    }

    private function shop(string $name = 'Magazinul Centru'): Store
    {
        return Store::query()->create([
            'slug' => str()->slug($name), 'name' => ['ro' => $name, 'ru' => $name.' RU'],
            'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'], 'address' => ['ro' => 'bd. Ștefan cel Mare 1', 'ru' => 'бул. Штефан чел Маре 1'],
            'phones' => [], 'hours' => [], 'latitude' => 47.0, 'longitude' => 28.8,
        ]);
    }

    private function lineId(Order $order, int $index = 0): int
    {
        return (int) $order->lines()->orderBy('id')->skip($index)->value('id');
    }
}
