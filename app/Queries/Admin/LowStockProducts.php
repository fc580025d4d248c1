<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Queries\StockAlerts\WaitingCounts;

/**
 * Products with `stock_total` at or below the threshold in `admin.low_stock` (sold-out ones included): the most
 * popular first, then the newest, a short list and the count of all of them. Both come from products
 * (stock_total, popularity); each product says how many shoppers wait for it to come back (`waiting`).
 */
final class LowStockProducts
{
    public const LIMIT = 10;

    /**
     * @return array{threshold: int, total: int, products: list<array{id: int, name: string, sku: string, stock: int, waiting: int, url: string}>}
     */
    public function handle(): array
    {
        $threshold = max(0, config()->integer('admin.low_stock', 3));
        $query = Product::query()->where('stock_total', '<=', $threshold);

        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $rows */
        $rows = (clone $query)
            ->select(['id', 'slug', 'sku', 'name', 'stock_total'])
            ->orderByDesc('popularity')->orderByDesc('id')
            ->limit(self::LIMIT)
            ->get();
        $locale = app()->getLocale();
        $waiting = WaitingCounts::stock(array_values(array_map(static fn (Product $product): int => $product->id, $rows->all())));
        $products = array_values(array_map(static fn (Product $product): array => [
            'id' => $product->id,
            'name' => $product->name[$locale] ?? $product->name['ro'] ?? $product->sku,
            'sku' => $product->sku,
            'stock' => $product->stock_total,
            'waiting' => $waiting[$product->id] ?? 0,
            'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
        ], $rows->all()));

        return ['threshold' => $threshold, 'total' => $query->count(), 'products' => $products];
    }
}
