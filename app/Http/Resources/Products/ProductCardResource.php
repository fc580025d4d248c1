<?php

declare(strict_types=1);

namespace App\Http\Resources\Products;

use App\Models\Product;
use App\Support\Credit\CreditTeaser;
use App\Support\Locale\LocalizedRoutes;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * What a product card needs (sliders, listings, the spec's API). Money in bani; `url` is the product page,
 * relative and in the request's language.
 *
 * @mixin Product
 */
final class ProductCardResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Product $product */
        $product = $this->resource;
        $discounted = $product->discount_percent > 0;

        return [
            'id' => $product->id,
            'name' => $product->translate('name'),
            'slug' => $product->slug,
            'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
            'sku' => $product->sku,
            'image' => '/'.ltrim($product->images[0] ?? 'images/products/smartphone.svg', '/'),
            'price' => $product->price,
            'old_price' => $discounted ? $product->old_price : null,
            'discount_percent' => $discounted ? $product->discount_percent : null,
            'brand' => ['name' => $product->brand->name, 'slug' => $product->brand->slug],
            'is_stock' => $product->is_stock,
            'credit' => app(CreditTeaser::class)->for($product->price),
        ];
    }
}
