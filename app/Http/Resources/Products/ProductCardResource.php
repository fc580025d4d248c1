<?php

declare(strict_types=1);

namespace App\Http\Resources\Products;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Services\Credit\CreditTeaser;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * What a product card needs (sliders, listings, the JSON API). Money in bani; `url` is the product page,
 * relative and in the request's language; `image` the main picture's card variant (load `mainImage`). Pages also get
 * the picture's alt text and srcset; the JSON API keeps its own fields.
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
        $picture = ProductPictures::card($product);

        return [
            'id' => $product->id,
            'name' => $product->translate('name'),
            'slug' => $product->slug,
            'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
            'sku' => $product->sku,
            'image' => $picture['image'],
            ...($request->is('api', 'api/*') ? [] : ['image_alt' => $picture['image_alt'], 'image_srcset' => $picture['image_srcset']]),
            'price' => $product->price,
            'old_price' => $discounted ? $product->old_price : null,
            'discount_percent' => $discounted ? $product->discount_percent : null,
            'brand' => ['name' => $product->brand->name, 'slug' => $product->brand->slug],
            'is_stock' => $product->is_stock,
            'credit' => app(CreditTeaser::class)->for($product->price),
        ];
    }
}
