<?php

declare(strict_types=1);

namespace App\Queries\Admin\Stock;

use App\Infrastructure\Database\LikePattern;
use App\Models\Product;
use Illuminate\Database\Eloquent\Builder;

/**
 * The documents' product picker: up to 20 products (on sale or not: a receipt may bring a product not listed yet)
 * whose SKU or name in either language holds the text, with the units in stock.
 */
final class StockProductSearch
{
    public const LIMIT = 20;

    /**
     * @return list<array{id: int, name: string, sku: string, price: int, stock: int}>
     */
    public function search(string $text): array
    {
        $text = mb_substr(trim($text), 0, 100);
        if (mb_strlen($text) < 2) {
            return [];
        }
        $like = LikePattern::containing($text);
        /** @var list<Product> $products */
        $products = Product::query()
            ->where(static fn (Builder $query) => $query
                ->whereRaw(LikePattern::lowerColumnLike($query, 'sku'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ro'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ru'), [$like]))
            ->orderByDesc('is_active')->orderByDesc('popularity')->orderBy('id')->limit(self::LIMIT)
            ->get(['id', 'sku', 'name', 'price', 'stock_total'])->all();

        return array_map(static fn (Product $product): array => [
            'id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku, 'price' => $product->price, 'stock' => $product->stock_total,
        ], $products);
    }
}
