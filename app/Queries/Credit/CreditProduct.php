<?php

declare(strict_types=1);

namespace App\Queries\Credit;

use App\Models\Product;

/** The product the credit page's calculator opens with (`?produs={slug}`), if the slug names one. */
final class CreditProduct
{
    public function find(mixed $slug): ?Product
    {
        if (! is_string($slug) || $slug === '') {
            return null;
        }

        /** @var Product|null $product */
        $product = Product::scopeActive(Product::query())->with('mainImage')->where('slug', $slug)->first();

        return $product;
    }
}
