<?php

declare(strict_types=1);

namespace App\Queries\Brands;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Infrastructure\Images\ImageStore;
use App\Models\Brand;

/**
 * Every brand that has products, alphabetically, with its product count.
 */
final class BrandsWithProducts
{
    public const CACHE_KEY = 'brand-index';

    /**
     * Counting products per brand is one query over the (brand_id) index, but at a million products it still reads
     * the whole index. The page tolerates counts a few minutes old, so the list is cached for ten minutes instead of
     * keeping a stored count on brands in step with every product write (the catalogue importer and generator
     * write with bulk inserts that model events would not see).
     */
    private const CACHE_SECONDS = 600;

    /**
     * @return list<array{name: string, slug: string, products_count: int, logo: string|null}>
     */
    public function get(): array
    {
        /** @var list<array{name: string, slug: string, products_count: int, logo: string|null}> */
        return ServerMemory::remember(CatalogCache::key(self::CACHE_KEY), self::CACHE_SECONDS, static function (): array {
            $images = app(ImageStore::class);

            // Families once, as the brand's listing counts them (docs/variants.md).
            return Brand::query()->withCount(['products' => static fn (\Illuminate\Database\Eloquent\Builder $query) => $query->where('is_active', true)->where('is_listed', true)])
                ->get()
                ->map(static fn (Brand $brand): array => [
                    'name' => $brand->name,
                    'slug' => $brand->slug,
                    'products_count' => (int) $brand->getAttribute('products_count'),
                    // The logo staff uploaded (its `logo` variant), null for the wordmark.
                    'logo' => $brand->logo === null ? null : $images->url($brand->logo, 'logo'),
                ])
                ->filter(static fn (array $brand): bool => $brand['products_count'] > 0)
                ->sort(static fn (array $a, array $b): int => [mb_strtolower($a['name']), $a['slug']] <=> [mb_strtolower($b['name']), $b['slug']])
                ->values()
                ->all();
        });
    }
}
