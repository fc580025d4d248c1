<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Queries\StockAlerts\WaitingCounts;

/**
 * Products with `stock_total` at or below their own reorder level (`products.reorder_level`), or the default in
 * `admin.low_stock` where they have none (sold-out ones included): the most popular first, then the newest, a short
 * list and the count of all of them. Both read the index (stock_total, popularity, reorder_level), its range bounded
 * by the highest level any product has (one read of the reorder_level index); each product says its level and how
 * many shoppers wait for it to come back (`waiting`). The daily reorder mail reads the same list (all of it).
 */
final class LowStockProducts
{
    public const LIMIT = 10;

    /**
     * @return array{threshold: int, total: int, products: list<array{id: int, name: string, sku: string, stock: int, level: int, waiting: int, url: string}>}
     */
    public function handle(?int $limit = self::LIMIT): array
    {
        $threshold = max(0, config()->integer('admin.low_stock', 3));
        $highest = max($threshold, (int) Product::query()->max('reorder_level'));
        $query = Product::query()->where('stock_total', '<=', $highest)->whereRaw('stock_total <= COALESCE(reorder_level, ?)', [$threshold]);

        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $rows */
        $rows = (clone $query)
            ->select(['id', 'slug', 'sku', 'name', 'stock_total', 'reorder_level'])
            ->orderByDesc('popularity')->orderByDesc('id')
            ->when($limit !== null, static fn ($rows) => $rows->limit((int) $limit))
            ->get();
        $locale = app()->getLocale();
        $waiting = WaitingCounts::stock(array_values(array_map(static fn (Product $product): int => $product->id, $rows->all())));
        $products = array_values(array_map(static fn (Product $product): array => [
            'id' => $product->id,
            'name' => $product->name[$locale] ?? $product->name['ro'] ?? $product->sku,
            'sku' => $product->sku,
            'stock' => $product->stock_total,
            'level' => $product->reorder_level ?? $threshold,
            'waiting' => $waiting[$product->id] ?? 0,
            'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
        ], $rows->all()));

        return ['threshold' => $threshold, 'total' => $query->count(), 'products' => $products];
    }
}
