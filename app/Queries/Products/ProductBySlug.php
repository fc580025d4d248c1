<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Models\Category;
use App\Models\Product;

/**
 * The product of a product page with what its header needs: the brand, and the category chain from the root to the
 * node it is filed under (one query for the up to three categories).
 */
final class ProductBySlug
{
    public function find(string $slug): ?Product
    {
        if (strlen($slug) > 255) {
            return null;
        }

        /** @var Product|null $product */
        $product = Product::scopeActive(Product::query())->with(['brand:id,name,slug', 'images'])->where('slug', $slug)->first();

        return $product;
    }

    /**
     * @return list<Category> root first
     */
    public function categoryChain(Product $product): array
    {
        $ids = array_values(array_unique(array_filter(
            [$product->category_root_id, $product->category_sub_id, $product->category_id],
            static fn (?int $id): bool => $id !== null,
        )));

        /** @var \Illuminate\Database\Eloquent\Collection<int, Category> $chain */
        $chain = Category::query()->whereIn('id', $ids)->orderBy('depth')->get();

        return array_values($chain->all());
    }
}
