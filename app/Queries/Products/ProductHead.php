<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Seo\BreadcrumbList;
use App\Models\Product;
use App\Support\Money\Money;
use App\Support\Text;
use Illuminate\Support\Str;

/**
 * What search engines and link previews read about a product page: the meta description, JSON-LD `Product` (with
 * its `Offer`) and `BreadcrumbList`, and Open Graph tags. URLs absolute, prices in MDL as decimal lei.
 *
 * @phpstan-type Crumb array{name: string, url: string}
 */
final class ProductHead
{
    private const OG_LOCALES = ['ro' => 'ro_MD', 'ru' => 'ru_MD'];

    private const DESCRIPTION_LENGTH = 160;

    public static function description(Product $product): string
    {
        $text = Text::get('product.meta_description', [
            'name' => $product->translate('name'),
            'price' => Money::format($product->sellingPrice(), app()->getLocale()),
            'description' => Str::squish($product->translate('description')),
        ]);

        return Str::limit($text, self::DESCRIPTION_LENGTH, '…', preserveWords: true);
    }

    /**
     * @param  list<Crumb>  $breadcrumbs  root first, the product last; relative URLs
     * @return array{json_ld: list<array<string, mixed>>, open_graph: list<array{property: string, content: string}>}
     */
    public static function for(Product $product, array $breadcrumbs): array
    {
        $url = url(LocalizedRoutes::url('products.show', ['slug' => $product->slug]));
        $images = array_map(static fn (string $path): string => url($path), ProductPictures::largest($product));
        $description = self::description($product);

        return [
            'json_ld' => [self::product($product, $url, $images, $description), BreadcrumbList::of($breadcrumbs)],
            'open_graph' => self::openGraph($product, $url, $images[0] ?? url(ProductPictures::PLACEHOLDER), $description),
        ];
    }

    /** Bani as the decimal lei schema.org expects: 1299900 → "12999.00". */
    public static function decimalLei(int $bani): string
    {
        return number_format($bani / 100, 2, '.', '');
    }

    /**
     * @param  list<string>  $images
     * @return array<string, mixed>
     */
    private static function product(Product $product, string $url, array $images, string $description): array
    {
        return [
            '@context' => 'https://schema.org',
            '@type' => 'Product',
            'name' => $product->translate('name'),
            'sku' => $product->sku,
            'brand' => ['@type' => 'Brand', 'name' => $product->brand->name],
            'image' => $images,
            'description' => self::nonEmpty(Str::squish($product->translate('description')), $description),
            'url' => $url,
            'offers' => [
                '@type' => 'Offer',
                'url' => $url,
                'price' => self::decimalLei($product->sellingPrice()),
                'priceCurrency' => 'MDL',
                'availability' => $product->is_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                'itemCondition' => 'https://schema.org/NewCondition',
            ],
        ];
    }

    private static function nonEmpty(string $text, string $fallback): string
    {
        return $text !== '' ? $text : $fallback;
    }

    /**
     * @return list<array{property: string, content: string}>
     */
    private static function openGraph(Product $product, string $url, string $image, string $description): array
    {
        $locale = app()->getLocale();
        $tags = [
            'og:type' => 'product',
            'og:site_name' => config()->string('app.name'),
            'og:title' => $product->translate('name'),
            'og:description' => $description,
            'og:url' => $url,
            'og:image' => $image,
            'og:locale' => self::OG_LOCALES[$locale] ?? $locale,
        ];
        $list = array_map(static fn (string $property, string $content): array => ['property' => $property, 'content' => $content], array_keys($tags), $tags);
        foreach (self::OG_LOCALES as $other => $ogLocale) {
            if ($other !== $locale) {
                $list[] = ['property' => 'og:locale:alternate', 'content' => $ogLocale];
            }
        }
        $list[] = ['property' => 'product:price:amount', 'content' => self::decimalLei($product->sellingPrice())];
        $list[] = ['property' => 'product:price:currency', 'content' => 'MDL'];

        return $list;
    }
}
