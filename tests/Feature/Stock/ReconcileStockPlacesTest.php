<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Enums\OrderStatus;
use App\Enums\StockPlaceKind;
use App\Models\Order;
use App\Models\Product;
use App\Models\Store;
use App\Services\Stock\StockLedger;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The one-off migration that brings a database from before the places to one truth: a warehouse for what the total
 * had beyond the stores, reservations for open orders, and every total the sum of its places.
 */
final class ReconcileStockPlacesTest extends TestCase
{
    private function migration(): Migration
    {
        /** @var Migration $migration */
        $migration = require database_path('migrations/2026_11_24_110200_reconcile_stock_places.php');

        return $migration;
    }

    private function store(string $slug, int $sorted): Store
    {
        $now = now();
        $id = DB::table('stores')->insertGetId([
            'slug' => $slug, 'name' => json_encode(['ro' => $slug, 'ru' => $slug]), 'city' => '{}', 'address' => '{}', 'phones' => '[]',
            'hours' => '{}', 'latitude' => 47, 'longitude' => 28, 'sorted' => $sorted, 'created_at' => $now, 'updated_at' => $now,
        ]);

        return Store::query()->findOrFail($id);
    }

    /**
     * What the old code left: a total written on its own, beside store rows that courier orders never touched.
     *
     * @param  array<int, int>  $stores  units by store id
     */
    private function product(string $sku, int $total, array $stores): Product
    {
        $now = now();
        $id = DB::table('products')->insertGetId([
            'slug' => strtolower($sku), 'sku' => $sku, 'name' => json_encode(['ro' => $sku, 'ru' => $sku]), 'description' => '{}',
            'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1, 'price' => 10_000, 'stock_total' => $total,
            'created_at' => $now, 'updated_at' => $now,
        ]);
        foreach ($stores as $store => $units) {
            DB::table('product_stock')->insert(['product_id' => $id, 'store_id' => $store, 'quantity' => $units]);
        }

        return Product::query()->findOrFail($id);
    }

    /**
     * @return list<array{0: int, 1: int, 2: int}> product, place, units of the order's live reservations
     */
    private function reservations(Order $order): array
    {
        return DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->orderBy('id')->get()
            ->map(static fn (object $row): array => [(int) $row->product_id, (int) $row->store_id, (int) $row->quantity])->all();
    }

    #[Test]
    public function a_drifted_database_gets_a_warehouse_reservations_for_open_orders_and_totals_that_are_sums(): void
    {
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => '{}', 'created_at' => $now, 'updated_at' => $now]);
        $centre = $this->store('centru', 10);
        $mall = $this->store('mall', 20);
        // More in the total than on the stores' shelves; the bug: courier orders sold a total out the stores still list;
        // no store rows at all.
        $tv = $this->product('TV', 10, [$centre->id => 3, $mall->id => 2]);
        $radio = $this->product('RADIO', 0, [$centre->id => 4]);
        $fan = $this->product('FAN', 7, []);

        $courier = Order::factory()->withLine($tv, 2)->create();
        $pickup = Order::factory()->pickup($centre)->status(OrderStatus::Confirmed)->withLine($radio, 1)->create();
        $oneClick = Order::factory()->oneClick()->withLine($fan)->create();
        $shipped = Order::factory()->status(OrderStatus::Shipped)->withLine($tv)->withLine($fan)->create();
        $closed = [
            Order::factory()->oneClick()->status(OrderStatus::Released)->withLine($fan)->create(),
            Order::factory()->status(OrderStatus::Cancelled)->withLine($tv)->create(),
            Order::factory()->status(OrderStatus::Completed)->withLine($tv)->create(),
        ];

        $this->migration()->up();

        $warehouse = Store::query()->where('kind', StockPlaceKind::Warehouse->value)->sole();
        $this->assertSame(['ro' => 'Depozit central', 'ru' => 'Центральный склад'], $warehouse->name);
        $this->assertSame([$centre->id, $mall->id], Store::scopeShops(Store::query())->orderBy('sorted')->pluck('id')->all(), 'shoppers never see it');
        $this->assertSame([5, 0, 7], [Stock::at($tv, $warehouse->id), Stock::at($radio, $warehouse->id), Stock::at($fan, $warehouse->id)]);
        $this->assertSame([10, 4, 7], [Stock::total($tv), Stock::total($radio), Stock::total($fan)], 'where the stores listed more, their shelves win');
        $this->assertSame([], Stock::drift());

        $this->assertSame([[$tv->id, $warehouse->id, 2]], $this->reservations($courier));
        $this->assertSame([[$radio->id, $centre->id, 1]], $this->reservations($pickup));
        $this->assertSame([[$fan->id, $warehouse->id, 1]], $this->reservations($oneClick));
        $this->assertSame([[$tv->id, $warehouse->id, 1], [$fan->id, $warehouse->id, 1]], $this->reservations($shipped));
        foreach ($closed as $order) {
            $this->assertSame([], $this->reservations($order), $order->status.' orders hold nothing');
        }

        // Cancelling an order from before the places now gives its units back to a place, once.
        $ledger = app(StockLedger::class);
        $this->assertSame(2, $ledger->release($courier->id));
        $this->assertSame(0, $ledger->release($courier->id));
        $this->assertSame(1, $ledger->release($pickup->id));
        $this->assertSame([7, 12, 5, 5], [Stock::at($tv, $warehouse->id), Stock::total($tv), Stock::at($radio, $centre->id), Stock::total($radio)]);
        $this->assertSame([], Stock::drift());

        // Rolled back, the code before the places sees no warehouse it would list as a store.
        $this->migration()->down();
        $this->assertSame(0, Store::query()->where('kind', StockPlaceKind::Warehouse->value)->count());
        $this->assertSame(0, DB::table('order_stock')->count());
    }

    #[Test]
    public function a_database_without_products_gets_no_warehouse(): void
    {
        $this->store('centru', 10);

        $this->migration()->up();

        $this->assertSame(0, Store::query()->where('kind', StockPlaceKind::Warehouse->value)->count());
    }
}
