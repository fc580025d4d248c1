<?php

declare(strict_types=1);

namespace App\Queries\Shopper;

use App\Enums\ShopperList;
use App\Models\Product;

/**
 * The product a favourites or compare toggle names, with only what saving it needs: its category (compare groups by
 * it, and names it when a group is full).
 */
final class SavableProduct
{
    public function find(int $id, ShopperList $list): ?Product
    {
        $query = Product::scopeActive(Product::query());
        if ($list === ShopperList::Compare) {
            $query->with('category:id,name');
        }

        /** @var Product|null $product */
        $product = $query->find($id, ['id', 'category_id']);

        return $product;
    }
}
