<?php

declare(strict_types=1);

namespace Tests\Support;

use App\Enums\StockPlaceKind;
use App\Models\Product;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * Arranges and reads stock the way the shop keeps it: units at places, the product's total their sum
 * (App\Services\Stock\StockLedger). Tests set stock through here instead of writing `stock_total`.
 */
final class Stock
{
    private const PLACED = '(SELECT COALESCE(SUM(quantity), 0) FROM product_stock WHERE product_id = products.id)';

    /** The central warehouse: the demo's, or a new one in a database without it. */
    public static function warehouse(): int
    {
        $id = DB::table('stores')->where('kind', StockPlaceKind::Warehouse->value)->orderBy('sorted')->orderBy('id')->value('id');
        if ($id !== null) {
            return (int) $id;
        }
        $now = now();

        return DB::table('stores')->insertGetId([
            'kind' => StockPlaceKind::Warehouse->value, 'slug' => 'depozit-test', 'sorted' => 0,
            'name' => json_encode(['ro' => 'Depozit central', 'ru' => 'Центральный склад']), 'city' => '{}', 'address' => '{}',
            'phones' => '[]', 'hours' => '{}', 'latitude' => 47, 'longitude' => 28, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }

    /** The product holds exactly $units, all of them at the warehouse: every store's row is emptied. */
    public static function only(Product|int $product, int $units): void
    {
        $productId = self::id($product);
        $warehouse = self::warehouse();
        foreach (DB::table('product_stock')->where('product_id', $productId)->where('store_id', '!=', $warehouse)->pluck('store_id') as $store) {
            self::set($productId, (int) $store, 0);
        }
        self::set($productId, $warehouse, $units);
        if ($product instanceof Product) {
            $product->stock_total = $units;
            $product->syncOriginalAttribute('stock_total');
        }
    }

    public static function set(Product|int $product, int $placeId, int $units): void
    {
        app(StockLedger::class)->setQuantity(self::id($product), $placeId, $units);
    }

    public static function total(Product|int $product): int
    {
        return (int) DB::table('products')->where('id', self::id($product))->value('stock_total');
    }

    public static function at(Product|int $product, int $placeId): int
    {
        return (int) DB::table('product_stock')->where('product_id', self::id($product))->where('store_id', $placeId)->value('quantity');
    }

    /**
     * Products whose total is not the sum of their places, with both figures: [] when the ledger's rule holds.
     *
     * @return array<int, array{total: int, places: int}>
     */
    public static function drift(): array
    {
        $drift = [];
        DB::table('products')
            ->selectRaw('id, stock_total, '.self::PLACED.' AS placed')
            ->whereRaw('stock_total <> '.self::PLACED)
            ->get()
            ->each(function (object $row) use (&$drift): void {
                /** @var object{id: int|string, stock_total: int|string, placed: int|string} $row */
                $drift[(int) $row->id] = ['total' => (int) $row->stock_total, 'places' => (int) $row->placed];
            });

        return $drift;
    }

    /**
     * Places whose movements do not add up to their shelf, with the shelf minus the movements: [] when the movements'
     * rule holds (docs/stock.md).
     *
     * @return array<string, int> "product:place" => units the movements miss
     */
    public static function movementDrift(): array
    {
        $rows = DB::select(
            'SELECT product_id, store_id, SUM(q) AS missing FROM ('
            .'SELECT product_id, store_id, quantity AS q FROM product_stock'
            .' UNION ALL SELECT product_id, store_id, -quantity AS q FROM stock_movements WHERE store_id IS NOT NULL'
            .') units GROUP BY product_id, store_id HAVING SUM(q) <> 0 ORDER BY product_id, store_id',
        );
        $drift = [];
        foreach ($rows as $row) {
            /** @var object{product_id: int|string, store_id: int|string, missing: int|string} $row */
            $drift[$row->product_id.':'.$row->store_id] = (int) $row->missing;
        }

        return $drift;
    }

    private static function id(Product|int $product): int
    {
        return $product instanceof Product ? $product->id : $product;
    }
}
