<?php

declare(strict_types=1);

namespace App\Queries\Cart;

use App\Models\Product;

/** The product a cart line names, for changing its quantity. */
final class CartProduct
{
    public function find(int $id): ?Product
    {
        /** @var Product|null $product */
        $product = Product::query()->find($id);

        return $product;
    }
}
