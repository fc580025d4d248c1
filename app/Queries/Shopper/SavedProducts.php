<?php

declare(strict_types=1);

namespace App\Queries\Shopper;

use App\Enums\ShopperList;
use App\Models\Product;
use App\Support\Shopper\ShopperKey;
use Illuminate\Database\Eloquent\Collection;

/** Reads of a shopper's favourites and compare list, always scoped to that shopper. */
final class SavedProducts
{
    /**
     * The saved products' ids, newest first (one query; none for a guest without a cookie).
     *
     * @return list<int>
     */
    public function ids(?ShopperKey $shopper, ShopperList $list): array
    {
        if ($shopper === null) {
            return [];
        }

        return array_values(array_map(intval(...), $shopper->scope($list)->orderByDesc('id')->pluck('product_id')->all()));
    }

    /**
     * The saved products for cards, newest first, with brand (and for the compare list the leaf category) loaded.
     *
     * @return Collection<int, Product>
     */
    public function products(?ShopperKey $shopper, ShopperList $list): Collection
    {
        if ($shopper === null) {
            return new Collection;
        }

        $ids = $this->ids($shopper, $list);
        $query = Product::query()->with($list === ShopperList::Compare ? ['brand:id,name,slug', 'category:id,parent_id,slug,name', 'mainImage'] : ['brand:id,name,slug', 'mainImage']);
        Product::scopeActive($query)->whereIn('id', $ids);
        /** @var Collection<int, Product> $products */
        $products = $query->get();
        $position = array_flip($ids);

        return $products->sortBy(static fn (Product $product): int => $position[$product->id])->values();
    }
}
