<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use App\Models\Brand;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\DB;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Listings turn the brands in their address into ids and name the brands of their facet from the brand rows the app
 * server keeps under the catalogue's version (App\Queries\Brands\BrandDirectory): no query for them once kept, and a
 * brand change is on the next page.
 */
final class BrandDirectoryTest extends TestCase
{
    private const TVS = '/categorie-produs/tv-audio-foto/televizoare';

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function a_listing_filtered_by_brand_asks_the_database_for_no_brand_once_kept(): void
    {
        $this->get(self::TVS.'?brand=samsung')->assertOk();

        $queries = [];
        DB::listen(static function (QueryExecuted $query) use (&$queries): void {
            $queries[] = $query->sql;
        });
        foreach (['', '/ru'] as $prefix) {
            $response = $this->get($prefix.self::TVS.'?brand=lg,samsung&resolution=4k')->assertOk();
            $this->assertSame(['lg', 'samsung'], self::picked($response));
            $this->assertContains('Samsung', self::chipLabels($response));
        }

        $this->assertSame([], array_values(array_filter($queries, static fn (string $sql): bool => preg_match('/\bfrom "brands"/', $sql) === 1)));
    }

    #[Test]
    public function a_renamed_or_new_brand_is_on_the_next_page(): void
    {
        $this->get(self::TVS.'?brand=samsung')->assertOk();
        $listing = $this->get(self::TVS);
        $this->assertContains('Samsung', self::optionLabels($listing));
        $television = Product::query()->findOrFail($listing->viewData('page')['props']['listing']['products']['data'][0]['id']);

        Brand::query()->where('slug', 'samsung')->firstOrFail()->update(['name' => 'Samsung Electronics', 'slug' => 'samsung-electronics']);
        $new = Brand::query()->create(['name' => 'Aaa Vision', 'slug' => 'aaa-vision']);
        $television->update(['brand_id' => $new->id]);

        $this->assertSame([], self::picked($this->get(self::TVS.'?brand=samsung')->assertOk()), 'the old slug filters nothing');
        $renamed = $this->get('/ru'.self::TVS.'?brand=samsung-electronics')->assertOk();
        $this->assertSame(['samsung-electronics'], self::picked($renamed));
        $this->assertContains('Samsung Electronics', self::chipLabels($renamed));
        $labels = self::optionLabels($this->get(self::TVS));
        $this->assertSame('Aaa Vision', $labels[0], 'brands by name, the new one first');
        $this->assertNotContains('Samsung', $labels);
        // Cards and the product page show the product's brand as it is now.
        $this->get('/ru/produs/'.$television->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.brand.name', 'Aaa Vision')
            ->etc());
        $card = collect($this->get(self::TVS.'?brand=aaa-vision')->viewData('page')['props']['listing']['products']['data'])->firstWhere('id', $television->id);
        $this->assertSame(['name' => 'Aaa Vision', 'slug' => 'aaa-vision'], $card['brand'] ?? null);
    }

    /** @return list<string> */
    private static function picked(TestResponse $response): array
    {
        $brand = $response->viewData('page')['props']['listing']['query']['brand'] ?? '';

        return $brand === '' ? [] : explode(',', (string) $brand);
    }

    /** @return list<string> */
    private static function chipLabels(TestResponse $response): array
    {
        return collect($response->viewData('page')['props']['listing']['chips'])->pluck('label')->all();
    }

    /** @return list<string> */
    private static function optionLabels(TestResponse $response): array
    {
        return collect(collect($response->viewData('page')['props']['listing']['facets'])->firstWhere('key', 'brand')['options'] ?? [])->pluck('label')->all();
    }
}
