<?php

declare(strict_types=1);

namespace App\Queries\Admin\ProductImages;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Models\ProductImage;
use App\Services\Products\ProductImageLimits;

/**
 * What the back office's page of a product's pictures shows (resources/js/types/admin-product-images.ts): the
 * product, its pictures in order with both alt texts, and the limit.
 *
 * @phpstan-type AdminPicture array{id: int, thumb: string, zoom: string, alt: array<string, string>, width: int|null, height: int|null}
 */
final readonly class ProductImagesPage
{
    public function __construct(private ImageStore $store)
    {
    }

    /**
     * @return array{product: array{id: int, name: string, names: array<string, string>, sku: string, url: string}, images: list<AdminPicture>, limit: int}
     */
    public function for(Product $product): array
    {
        /** @var list<ProductImage> $images */
        $images = $product->images()->get()->all();

        return [
            'product' => [
                'id' => $product->id,
                'name' => $product->translate('name'),
                'names' => self::perLocale($product->name),
                'sku' => $product->sku,
                'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
            ],
            'images' => array_map(fn (ProductImage $image): array => [
                'id' => $image->id,
                'thumb' => $this->store->url($image->key, 'card'),
                'zoom' => $this->store->url($image->key, 'zoom'),
                'alt' => self::perLocale($image->alt),
                'width' => $image->width,
                'height' => $image->height,
            ], $images),
            'limit' => ProductImageLimits::perProduct(),
        ];
    }

    /**
     * @param  array<string, string>  $texts
     * @return array<string, string>
     */
    private static function perLocale(array $texts): array
    {
        $all = [];
        foreach (Locales::all() as $locale) {
            $all[$locale] = $texts[$locale] ?? '';
        }

        return $all;
    }
}
