<?php

declare(strict_types=1);

namespace App\Queries\Admin\Orders;

use App\Infrastructure\Database\LikePattern;
use App\Models\Product;
use App\Queries\Promotions\PromotionalPrices;
use Illuminate\Database\Eloquent\Builder;

/**
 * The call list's product picker: up to 20 products on sale whose name (either language) or SKU holds the text, the
 * most popular first, with today's price (a running promotion's, as the confirmation charges) and the units in stock (the confirmation reserves them, or says it cannot).
 */
final class CallProducts
{
    /**
     * @return list<array{id: int, name: string, sku: string, price: int, stock: int}>
     */
    public function search(string $text): array
    {
        $like = LikePattern::containing(trim($text));

        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $products */
        $products = Product::query()->where('is_active', true)
            ->where(static fn (Builder $query) => $query
                ->whereRaw(LikePattern::lowerColumnLike($query, 'sku'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ro'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ru'), [$like]))
            ->orderByDesc('popularity')->orderBy('id')->limit(20)->get();
        PromotionalPrices::give($products);

        return array_values(array_map(static fn (Product $product): array => [
            'id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku, 'price' => $product->sellingPrice(), 'stock' => $product->stock_total,
        ], $products->all()));
    }
}
