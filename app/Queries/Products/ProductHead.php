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
 * A variant's page describes its family as a `ProductGroup` (docs/variants.md): `productGroupID` the family's slug,
 * `variesBy` the schema.org properties of its options, `hasVariant` every active variant as a `Product` with its SKU,
 * URL and offer, the page's own variant among them described in full (its pictures, brand and description) under the
 * `@id` of its URL, as Google's markup for a group with a page per variant nests it.
 *
 * @phpstan-type Crumb array{name: string, url: string}
 *
 * @phpstan-import-type Family from VariantChoices
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
     * @param  Family|null  $family  the product's family with its active variants (VariantChoices::family())
     * @return array{json_ld: list<array<string, mixed>>, open_graph: list<array{property: string, content: string}>}
     */
    public static function for(Product $product, array $breadcrumbs, ?array $family = null): array
    {
        $url = url(LocalizedRoutes::url('products.show', ['slug' => $product->slug]));
        $images = array_map(static fn (string $path): string => url($path), ProductPictures::largest($product));
        $description = self::description($product);
        $described = self::product($product, $url, $images, $description);

        return [
            'json_ld' => [$family === null ? $described : self::group($family, $product, $described), BreadcrumbList::of($breadcrumbs)],
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
            'offers' => self::offer($product, $url),
        ];
    }

    /**
     * @param  Family  $family
     * @param  array<string, mixed>  $described  the page's own variant as self::product() describes it
     * @return array<string, mixed>
     */
    private static function group(array $family, Product $product, array $described): array
    {
        $properties = self::optionProperties($family['options']);
        $variants = [];
        foreach ($family['variants'] as $entry) {
            $variant = $entry['product'];
            $own = [];
            $additional = [];
            foreach ($family['options'] as $position => $option) {
                $label = self::label($option, $entry['values'][$position] ?? null);
                if ($label === null) {
                    continue;
                }
                $property = $properties[$position];
                if (str_starts_with($property, 'https://schema.org/')) {
                    $own[substr($property, strlen('https://schema.org/'))] = $label;
                } else {
                    $additional[] = ['@type' => 'PropertyValue', 'name' => $property, 'value' => $label];
                }
            }
            if ($additional !== []) {
                $own['additionalProperty'] = $additional;
            }
            if ($variant->id === $product->id) {
                unset($described['@context']);
                $variants[] = ['@id' => $described['url'].'#product', ...$described, ...$own];

                continue;
            }
            $url = url(LocalizedRoutes::url('products.show', ['slug' => $variant->slug]));
            $variants[] = [
                '@type' => 'Product',
                'name' => $variant->translate('name'),
                'sku' => $variant->sku,
                'url' => $url,
                ...$own,
                'offers' => self::offer($variant, $url),
            ];
        }

        return [
            '@context' => 'https://schema.org',
            '@type' => 'ProductGroup',
            'name' => $family['name'],
            'productGroupID' => $family['slug'],
            'brand' => $described['brand'],
            'description' => $described['description'],
            'variesBy' => $properties,
            'hasVariant' => $variants,
        ];
    }

    /**
     * What each option is to schema.org: the colour attribute `color`, a material `material`, the first other option
     * `size` (storage, a diagonal), any further one by its name (a `PropertyValue` of each variant).
     *
     * @param  list<array{code: string, name: string}>  $options
     * @return list<string>
     */
    private static function optionProperties(array $options): array
    {
        $properties = [];
        $sizeTaken = false;
        foreach ($options as $option) {
            $properties[] = match (true) {
                $option['code'] === VariantChoices::COLOUR_CODE => 'https://schema.org/color',
                $option['code'] === 'material' => 'https://schema.org/material',
                ! $sizeTaken => 'https://schema.org/size',
                default => $option['name'],
            };
            $sizeTaken = $sizeTaken || end($properties) === 'https://schema.org/size';
        }

        return $properties;
    }

    /**
     * @param  array{values: list<array{id: string, label: string}>}  $option
     */
    private static function label(array $option, ?string $id): ?string
    {
        foreach ($option['values'] as $value) {
            if ($value['id'] === $id) {
                return $value['label'];
            }
        }

        return null;
    }

    /**
     * @return array<string, string>
     */
    private static function offer(Product $product, string $url): array
    {
        return [
            '@type' => 'Offer',
            'url' => $url,
            'price' => self::decimalLei($product->sellingPrice()),
            'priceCurrency' => 'MDL',
            'availability' => $product->is_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            'itemCondition' => 'https://schema.org/NewCondition',
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
