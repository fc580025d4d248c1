<?php

declare(strict_types=1);

namespace Tests\Feature\Brands;

use App\Infrastructure\Cache\CatalogCache;
use App\Models\Brand;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class BrandIndexTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_romanian_page_lists_every_brand_with_products_alphabetically_with_its_count(): void
    {
        // A family counts once, as in the brand's listing.
        $expected = DB::table('products')->join('brands', 'brands.id', '=', 'brand_id')->where('is_active', true)->where('is_listed', true)
            ->groupBy('brands.slug')->selectRaw('brands.slug, count(*) as products')->pluck('products', 'slug')
            ->map(static fn (mixed $count): int => (int) $count)->all();
        $samsung = Brand::query()->where('slug', 'samsung')->firstOrFail();

        $this->get('/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('brands/index')
            ->where('meta.title', 'Branduri')
            ->where('breadcrumbs', [['name' => 'Branduri', 'url' => '/branduri']])
            ->has('brands', count($expected))
            ->where('brands', function ($brands) use ($expected): bool {
                $brands = collect($brands);
                $names = $brands->pluck('name')->all();
                $sorted = $names;
                usort($sorted, static fn (string $a, string $b): int => mb_strtolower($a) <=> mb_strtolower($b));

                return $names === $sorted
                    && $brands->pluck('products_count', 'slug')->sortKeys()->all() === collect($expected)->sortKeys()->all();
            })
            ->where('brands', fn ($brands) => collect($brands)->firstWhere('slug', 'samsung') === [
                'name' => 'Samsung',
                'slug' => 'samsung',
                'products_count' => $samsung->products()->where('is_active', true)->where('is_listed', true)->count(),
                'logo' => $samsung->logo === null ? null : app(\App\Infrastructure\Images\ImageStore::class)->url($samsung->logo, 'logo'),
                'url' => '/branduri/samsung',
            ])
            ->etc());
    }

    #[Test]
    public function the_russian_page_links_to_the_russian_brand_pages(): void
    {
        $this->get('/ru/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('brands/index')
            ->where('meta.title', 'Бренды')
            ->where('breadcrumbs', [['name' => 'Бренды', 'url' => '/ru/branduri']])
            ->where('brands', fn ($brands) => collect($brands)->every(static fn (array $brand): bool => $brand['url'] === '/ru/branduri/'.$brand['slug']))
            ->where('route.alternates.ro', '/branduri')
            ->etc());
    }

    #[Test]
    public function brands_without_products_are_left_out_and_names_sort_regardless_of_case(): void
    {
        Brand::query()->create(['name' => 'Zebrix', 'slug' => 'zebrix']);
        $lowercase = Brand::query()->create(['name' => 'iVolta', 'slug' => 'ivolta']);
        Product::query()->where('id', Product::query()->min('id'))->update(['brand_id' => $lowercase->id]);

        $this->get('/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('brands', function ($brands): bool {
                $names = collect($brands)->pluck('name');
                $lowered = $names->map(static fn (string $name): string => mb_strtolower($name))->all();
                $sorted = $lowered;
                sort($sorted);

                return ! $names->contains('Zebrix') && $names->contains('iVolta') && $lowered === $sorted;
            })
            ->etc());
    }

    #[Test]
    public function the_list_is_cached_for_a_while_and_counts_come_back_after_the_cache_expires(): void
    {
        // A brand saved makes a new catalogue version (it is on the next page); a product moving to it does not.
        $brand = Brand::query()->create(['name' => 'Quorra', 'slug' => 'quorra']);
        $this->get('/branduri')->assertOk();
        Product::query()->where('id', Product::query()->min('id'))->update(['brand_id' => $brand->id]);

        $this->get('/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('brands', fn ($brands) => ! collect($brands)->contains('slug', 'quorra'))
            ->etc());

        $this->travel(11)->minutes();

        $this->get('/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('brands', fn ($brands) => collect($brands)->firstWhere('slug', 'quorra')['products_count'] === 1)
            ->etc());
    }

    #[Test]
    public function the_number_of_queries_does_not_grow_with_the_brands(): void
    {
        $this->get('/branduri')->assertOk();

        CatalogCache::flush();
        DB::enableQueryLog();
        $this->get('/branduri')->assertOk();
        $before = count(DB::getQueryLog());
        DB::disableQueryLog();
        DB::flushQueryLog();

        $products = Product::query()->orderBy('id')->limit(20)->pluck('id');
        foreach ($products as $i => $productId) {
            $brand = Brand::query()->create(['name' => "Marca {$i}", 'slug' => "marca-{$i}"]);
            Product::query()->where('id', $productId)->update(['brand_id' => $brand->id]);
        }

        CatalogCache::flush();
        DB::enableQueryLog();
        $this->get('/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('brands', fn ($brands) => collect($brands)->where('slug', 'marca-19')->isNotEmpty())
            ->etc());
        $after = count(DB::getQueryLog());
        DB::flushQueryLog();

        $this->assertSame($before, $after);
        $this->assertLessThanOrEqual(6, $after);

        // Served from the cache: no brand query at all.
        $this->get('/branduri')->assertOk();
        $this->assertSame([], array_filter(DB::getQueryLog(), static fn (array $query): bool => str_contains($query['query'], 'brands')));
    }
}
