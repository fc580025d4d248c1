<?php

declare(strict_types=1);

namespace App\Http\Resources\Products;

use App\Enums\StockLevel;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Services\Credit\CreditTeaser;
use App\Support\Markdown;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * The product on its own page (load `brand` and `images`) (resources/js/components/products/types.ts, `ProductDetails`). Money in bani,
 * URLs relative and in the shopper's language.
 *
 * @mixin Product
 */
final class ProductPageResource extends JsonResource
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
            'sku' => $product->sku,
            'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
            'images' => ProductPictures::gallery($product),
            'price' => $product->price,
            'old_price' => $discounted ? $product->old_price : null,
            'discount_percent' => $discounted ? $product->discount_percent : null,
            'brand' => [
                'name' => $product->brand->name,
                'slug' => $product->brand->slug,
                'url' => LocalizedRoutes::url('brands.show', ['slug' => $product->brand->slug]),
            ],
            'is_stock' => $product->is_stock,
            'stock_level' => StockLevel::forTotal($product->stock_total)->value,
            // Staff write descriptions in Markdown; the page shows them as safe HTML (raw HTML escaped).
            'description_html' => Markdown::toHtml($product->translate('description')),
            'credit' => app(CreditTeaser::class)->for($product->price),
        ];
    }
}
