<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Images\PictureFiles;
use App\Models\Product;
use App\Models\ProductImage;

/**
 * How the shop shows a product's pictures: the card's picture (the `card` variant, with the `gallery` one for dense
 * screens), the product page's gallery (`gallery`, `zoom` for the full view) and the text describing each one in the
 * shopper's language (the product's name when nobody wrote one). Widths and heights are those of the variant served,
 * which is never wider than the original (no upscaling), so the page reserves the right box before it loads.
 *
 * @phpstan-type CardPicture array{image: string, image_alt: string, image_srcset: string|null}
 * @phpstan-type GalleryPicture array{id: int|null, src: string, srcset: string|null, zoom: string, thumb: string, alt: string, width: int, height: int}
 */
final class ProductPictures
{
    public const PLACEHOLDER = 'images/products/smartphone.svg';

    /** The box a vector picture (a legacy or placeholder SVG, whose pixels are unknown) is drawn in. */
    private const SQUARE = 800;

    /**
     * The card's picture: the product's main picture, loaded with `mainImage`.
     *
     * @return CardPicture
     */
    public static function card(Product $product, ?string $locale = null): array
    {
        $image = $product->mainImage;
        $store = app(ImageStore::class);
        if ($image === null) {
            return ['image' => $store->url(self::PLACEHOLDER, 'card'), 'image_alt' => $product->translate('name', $locale), 'image_srcset' => null];
        }

        return [
            'image' => $store->url($image->key, 'card'),
            'image_alt' => self::alt($image, $product, $locale),
            'image_srcset' => self::srcset($image, ['card', 'gallery'], $store),
        ];
    }

    /**
     * The card picture's URL alone (search suggestions, the credit page's product).
     */
    public static function cardUrl(Product $product): string
    {
        return app(ImageStore::class)->url($product->mainImage->key ?? self::PLACEHOLDER, 'card');
    }

    /**
     * The gallery of the product page, in order, loaded with `images`; the placeholder when there is none.
     *
     * @return list<GalleryPicture>
     */
    public static function gallery(Product $product, ?string $locale = null): array
    {
        $store = app(ImageStore::class);
        $pictures = [];
        foreach ($product->images as $image) {
            [$width, $height] = self::size($image, 'gallery');
            $pictures[] = [
                'id' => $image->id,
                'src' => $store->url($image->key, 'gallery'),
                'srcset' => self::srcset($image, ['gallery', 'zoom'], $store),
                'zoom' => $store->url($image->key, 'zoom'),
                'thumb' => $store->url($image->key, 'card'),
                'alt' => self::alt($image, $product, $locale),
                'width' => $width,
                'height' => $height,
            ];
        }

        if ($pictures === []) {
            $url = $store->url(self::PLACEHOLDER, 'gallery');
            $pictures[] = ['id' => null, 'src' => $url, 'srcset' => null, 'zoom' => $url, 'thumb' => $url, 'alt' => $product->translate('name', $locale), 'width' => self::SQUARE, 'height' => self::SQUARE];
        }

        return $pictures;
    }

    /**
     * The largest picture of each, as absolute URLs' paths (structured data, link previews).
     *
     * @return list<string>
     */
    public static function largest(Product $product): array
    {
        return array_map(static fn (array $picture): string => $picture['zoom'], self::gallery($product));
    }

    public static function alt(ProductImage $image, Product $product, ?string $locale = null): string
    {
        $alt = trim($image->translate('alt', $locale));

        return $alt !== '' ? $alt : $product->translate('name', $locale);
    }

    /**
     * The variant's pixels: its configured width, never more than the original's, the height in proportion.
     *
     * @return array{int, int}
     */
    public static function size(ProductImage $image, string $variant): array
    {
        $original = $image->width;
        $height = $image->height;
        if ($original === null || $height === null || $original < 1) {
            return [self::SQUARE, self::SQUARE];
        }
        $width = min($original, self::width($variant));

        return [$width, max(1, (int) round($height * $width / $original))];
    }

    /**
     * `url 400w, url 800w` for an uploaded picture; null for a vector one (one file serves every size).
     *
     * @param  list<string>  $variants
     */
    private static function srcset(ProductImage $image, array $variants, ImageStore $store): ?string
    {
        if ($image->width === null) {
            return null;
        }

        $key = $image->key;
        $candidates = [];
        foreach ($variants as $variant) {
            $width = self::size($image, $variant)[0];
            $candidates[$width] = $store->url($key, $variant).' '.$width.'w';
        }

        return count($candidates) > 1 ? implode(', ', $candidates) : null;
    }

    private static function width(string $variant): int
    {
        return ImageStore::widths(PictureFiles::COLLECTION)[$variant] ?? self::SQUARE;
    }
}
