<?php

declare(strict_types=1);

namespace App\Http\Controllers\Brands;

use App\Http\Controllers\Controller;
use App\Models\Brand;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Page;
use App\Support\Text;
use Illuminate\Support\Facades\Cache;
use Inertia\Response;

/**
 * Every brand that has products, alphabetically, with its product count.
 */
final class BrandIndexController extends Controller
{
    public const CACHE_KEY = 'catalog.brand-index';

    /**
     * Counting products per brand is one query over the (brand_id) index, but at a million products it still reads
     * the whole index. The page tolerates counts a few minutes old, so the list is cached for ten minutes instead of
     * keeping a stored count on brands in step with every product write (the catalogue importer and generator
     * write with bulk inserts that model events would not see).
     */
    private const CACHE_SECONDS = 600;

    public function __invoke(): Response
    {
        $title = Text::get('brands.title');
        $brands = array_map(
            static fn (array $brand): array => [
                ...$brand,
                'url' => LocalizedRoutes::url('brands.show', ['slug' => $brand['slug']]),
            ],
            self::brands(),
        );

        return Page::render('brands/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('brands.index')]],
            'brands' => $brands,
        ], Text::get('brands.description'));
    }

    /**
     * @return list<array{name: string, slug: string, products_count: int}>
     */
    private static function brands(): array
    {
        /** @var list<array{name: string, slug: string, products_count: int}> */
        return Cache::remember(self::CACHE_KEY, self::CACHE_SECONDS, static function (): array {
            $brands = Brand::query()->withCount('products')
                ->get()
                ->map(static fn (Brand $brand): array => ['name' => $brand->name, 'slug' => $brand->slug, 'products_count' => (int) $brand->getAttribute('products_count')])
                ->filter(static fn (array $brand): bool => $brand['products_count'] > 0)
                ->sort(static fn (array $a, array $b): int => [mb_strtolower($a['name']), $a['slug']] <=> [mb_strtolower($b['name']), $b['slug']])
                ->values()
                ->all();

            return $brands;
        });
    }
}
