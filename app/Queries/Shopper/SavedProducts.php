<?php

declare(strict_types=1);

namespace App\Queries\Shopper;

use App\Enums\ShopperList;
use App\Infrastructure\Shopper\ShopperKey;
use App\Models\Product;
use App\Queries\Brands\BrandDirectory;
use Illuminate\Database\Eloquent\Collection;

/** Reads of a shopper's favourites and compare list, always scoped to that shopper. */
final class SavedProducts
{
    public function __construct(private readonly BrandDirectory $brands)
    {
    }

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
     * The saved products for cards, newest first, with their main pictures (and for the compare list the leaf category)
     * loaded and their brands from the brand directory.
     *
     * @return Collection<int, Product>
     */
    public function products(?ShopperKey $shopper, ShopperList $list): Collection
    {
        if ($shopper === null) {
            return new Collection;
        }

        $ids = $this->ids($shopper, $list);
        $query = Product::query()->with($list === ShopperList::Compare ? ['category:id,parent_id,slug,name', 'mainImage'] : ['mainImage']);
        Product::scopeActive($query)->whereIn('id', $ids);
        /** @var Collection<int, Product> $products */
        $products = $query->get();
        $this->brands->attachTo($products);
        $position = array_flip($ids);

        return $products->sortBy(static fn (Product $product): int => $position[$product->id])->values();
    }
}
