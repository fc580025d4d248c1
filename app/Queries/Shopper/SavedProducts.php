<?php

declare(strict_types=1);

namespace App\Queries\Shopper;

use App\Enums\ShopperList;
use App\Models\Product;
use App\Support\Shopper\ShopperKey;
use Illuminate\Database\Eloquent\Builder;
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

        /** @var Builder<Product> $query */
        $query = Product::query()->select('products.*')
            ->joinSub($shopper->scope($list)->select(['id as saved_id', 'product_id']), 'saved', 'saved.product_id', '=', 'products.id')
            ->with('brand:id,name,slug')
            ->orderByDesc('saved.saved_id');
        if ($list === ShopperList::Compare) {
            $query->with('category:'.implode(',', ['id', 'parent_id', 'slug', 'name']));
        }

        return $query->get();
    }
}
