<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Enums\StockLevel;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Services\Credit\CreditTeaser;
use App\Support\Markdown;

/**
 * The product on its own page (load `brand` and `images`) (resources/js/components/products/types.ts, `ProductDetails`). Money in bani,
 * URLs relative and in the shopper's language.
 *
 * @phpstan-import-type GalleryPicture from ProductPictures
 * @phpstan-import-type Teaser from CreditTeaser
 */
final class ProductDetails
{
    /**
     * @return array{id: int, name: string, slug: string, sku: string, url: string, images: list<GalleryPicture>, price: int, old_price: int|null, discount_percent: int|null, brand: array{name: string, slug: string, url: string}, is_stock: bool, stock_level: string, description_html: string, credit: Teaser|null}
     */
    public static function of(Product $product): array
    {
        return [
            'id' => $product->id,
            'name' => $product->translate('name'),
            'slug' => $product->slug,
            'sku' => $product->sku,
            'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
            'images' => ProductPictures::gallery($product),
            // What a shopper pays now (a running promotion's price, PromotionalPrices) and the price struck through.
            'price' => $product->sellingPrice(),
            'old_price' => $product->struckPrice(),
            'discount_percent' => $product->shownDiscountPercent(),
            'brand' => [
                'name' => $product->brand->name,
                'slug' => $product->brand->slug,
                'url' => LocalizedRoutes::url('brands.show', ['slug' => $product->brand->slug]),
            ],
            'is_stock' => $product->is_stock,
            'stock_level' => StockLevel::forTotal($product->stock_total)->value,
            // Staff write descriptions in Markdown; the page shows them as safe HTML (raw HTML escaped).
            'description_html' => Markdown::toHtml($product->translate('description')),
            'credit' => app(CreditTeaser::class)->for($product->sellingPrice()),
        ];
    }
}
