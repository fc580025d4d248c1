<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Models\Product;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;

/** Products an editor may link to a post, found by part of the name (either language) or the SKU: ten at most. */
final class ProductPicker
{
    public const LIMIT = 10;

    /**
     * @return list<array{id: int, name: string, sku: string}>
     */
    public function search(string $term): array
    {
        $term = trim($term);
        if (mb_strlen($term) < 2) {
            return [];
        }
        $like = '%'.str_replace(['%', '_'], '_', $term).'%';
        /** @var Collection<int, Product> $products */
        $products = Product::query()
            ->where(static fn (Builder $q) => $q->whereLike('sku', $like)->orWhereLike('name->ro', $like)->orWhereLike('name->ru', $like))
            ->orderBy('id')->limit(self::LIMIT)->get(['id', 'name', 'sku']);

        return array_values($products->map(self::row(...))->all());
    }

    /**
     * @return array{id: int, name: string, sku: string}
     */
    public static function row(Product $product): array
    {
        return ['id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku];
    }
}
