<?php

declare(strict_types=1);

namespace Tests\Feature\Api;

use App\Models\Category;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Catalog\FamilyCount;
use Tests\TestCase;

final class CatalogApiTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_category_tree_has_the_spec_shape_sorted_at_every_level_in_both_languages(): void
    {
        foreach (['ro' => 'Telefoane și gadgeturi', 'ru' => 'Телефоны и гаджеты'] as $lang => $firstName) {
            $data = $this->getJson("/api/$lang/shop/category-in-home_page/")->assertOk()->json('data');

            $this->assertCount(8, $data);
            $this->assertSame($firstName, $data[0]['name']);
            $this->assertSame(['id', 'name', 'slug', 'icon', 'sort', 'image', 'label', 'category_in_subcategory'], array_keys($data[0]));
            $this->assertSame(['name', 'font_color', 'bg_color'], array_keys($data[0]['label'][0]));
            $this->assertSame(['id', 'name', 'slug', 'icon', 'sort', 'subsubcategory_in_subcategory'], array_keys($data[0]['category_in_subcategory'][0]));
            $this->assertSame(['id', 'name', 'slug', 'icon', 'sort'], array_keys($data[0]['category_in_subcategory'][0]['subsubcategory_in_subcategory'][0]));

            $this->assertSorted(array_column($data, 'sort'));
            foreach ($data as $top) {
                $this->assertSorted(array_column($top['category_in_subcategory'], 'sort'));
                foreach ($top['category_in_subcategory'] as $sub) {
                    $this->assertSorted(array_column($sub['subsubcategory_in_subcategory'], 'sort'));
                }
            }
        }
    }

    #[Test]
    public function a_category_change_reaches_the_cached_tree(): void
    {
        $this->getJson('/api/ro/shop/category-in-home_page/')->assertJsonPath('data.0.sort', 10);

        Category::query()->where('slug', 'telefoane-si-gadgeturi')->firstOrFail()->update(['sort' => 999]);

        $this->getJson('/api/ro/shop/category-in-home_page/')->assertJsonPath('data.7.slug', 'telefoane-si-gadgeturi');
    }

    #[Test]
    public function the_tree_is_one_query_and_then_cached(): void
    {
        DB::enableQueryLog();
        $this->getJson('/api/ru/shop/category-in-home_page/')->assertOk();
        $this->assertCount(1, self::appQueries());

        DB::flushQueryLog();
        $this->getJson('/api/ru/shop/category-in-home_page/')->assertOk();
        $this->assertCount(0, self::appQueries());
    }

    /**
     * The queries of the request itself, without the rate limiter's counting.
     *
     * @return list<array{query: string}>
     */
    private static function appQueries(): array
    {
        /** @var list<array{query: string}> $queries */
        $queries = DB::getQueryLog();

        return array_values(array_filter($queries, static fn (array $query): bool => ! str_contains($query['query'], 'rate_limits')));
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function levels(): array
    {
        return [
            'level 0' => ['category-in-home_page', 'tv-audio-foto', 'category_in_subcategory'],
            'level 1' => ['subcategory', 'televizoare', 'subsubcategory_in_subcategory'],
            'level 2' => ['subsubcategory', 'smart-tv', 'sort'],
        ];
    }

    #[Test]
    #[DataProvider('levels')]
    public function one_node_is_returned_by_its_level(string $level, string $slug, string $key): void
    {
        $this->getJson("/api/ro/shop/$level/$slug")->assertOk()->assertJsonPath('data.slug', $slug)->assertJsonStructure(['data' => [$key]]);
        $this->getJson("/api/ru/shop/$level/$slug/")->assertOk()->assertJsonPath('data.slug', $slug);
    }

    #[Test]
    public function a_slug_at_the_wrong_level_an_unknown_slug_or_language_is_a_json_404(): void
    {
        $this->getJson('/api/ro/shop/subcategory/smart-tv')->assertNotFound()->assertExactJson(['message' => __('errors.404.message', [], 'ro')]);
        $this->getJson('/api/ru/shop/subsubcategory/nu-exista')->assertNotFound()->assertExactJson(['message' => __('errors.404.message', [], 'ru')]);
        $this->getJson('/api/en/shop/category-in-home_page/')->assertNotFound()->assertHeader('Content-Type', 'application/json');
    }

    #[Test]
    public function new_and_popular_sliders_carry_card_fields_and_are_not_n_plus_one(): void
    {
        DB::enableQueryLog();
        $new = $this->getJson('/api/main/slider-new_products/')->assertOk()->json('data');
        $queries = count(DB::getQueryLog());

        $this->assertNotEmpty($new);
        $this->assertLessThanOrEqual(20, count($new));
        // The running price-lowering promotions are read once until the next start or end of one (PromotionalPrices).
        $this->assertLessThanOrEqual(6, $queries, 'products, brands, main pictures, credit programmes, running promotions (+ cache)');
        $this->assertSame(
            ['id', 'name', 'slug', 'url', 'sku', 'image', 'price', 'old_price', 'discount_percent', 'brand', 'is_stock', 'credit'],
            array_keys($new[0]),
        );
        $this->assertContains(false, array_column($new, 'is_stock'), 'the client filters stock itself');
        $this->assertSame('/produs/'.$new[0]['slug'], $new[0]['url'], 'cards link to the product page');
        foreach ($new as $card) {
            $this->assertTrue(Product::query()->findOrFail($card['id'])->is_new);
        }

        $popular = $this->getJson('/api/main/slides-popular-product/')->assertOk()->json('data');
        $this->assertNotEmpty($popular);
        $popularity = array_map(static fn (array $card): int => Product::query()->findOrFail($card['id'])->popularity, $popular);
        $this->assertSame(collect($popularity)->sortDesc()->values()->all(), $popularity, 'most popular first');
    }

    #[Test]
    public function discounted_products_come_paginated_under_data_products_results(): void
    {
        $page = $this->getJson('/api/shop/product/?type=discount&page_size=10')->assertOk()->json('data.products');

        $this->assertCount(10, $page['results']);
        // Once per family, as every listing (docs/variants.md).
        $this->assertSame(FamilyCount::of(Product::scopeDiscounted(Product::query())->getQuery()), $page['count']);
        foreach ($page['results'] as $card) {
            $this->assertGreaterThan($card['price'], $card['old_price']);
            $this->assertGreaterThan(0, $card['discount_percent']);
        }
        $this->assertStringContainsString('page=2', (string) $page['next']);
        $this->assertNull($page['previous']);
    }

    #[Test]
    public function bad_paging_is_a_422_and_a_huge_page_size_is_capped(): void
    {
        $this->getJson('/api/shop/product/?type=discount&page_size=abc')->assertUnprocessable()->assertJsonValidationErrors('page_size');
        $this->getJson('/api/shop/product/?type=discount&page=0')->assertUnprocessable()->assertJsonValidationErrors('page');
        $this->getJson('/api/shop/product/?type=nonsense')->assertUnprocessable()->assertJsonValidationErrors('type');
        $this->getJson('/api/shop/product/?type=discount&page_size=5000')->assertOk()->assertJsonPath('data.products.page_size', 100);
    }

    #[Test]
    public function stores_come_in_sorted_order_in_the_requested_language(): void
    {
        $stores = $this->getJson('/api/shop/get-stores/?lang=ru')->assertOk()->json('data');

        $this->assertGreaterThanOrEqual(8, count($stores));
        $this->assertSorted(array_column($stores, 'sorted'));
        $this->assertSame('Кишинёв', $stores[0]['city']);
        $this->assertSame('Chișinău', $this->getJson('/api/shop/get-stores/')->json('data.0.city'));
        $this->assertSame('Кишинёв', $this->getJson('/api/shop/get-stores/', ['Accept-Language' => 'ru-RU,ru;q=0.9'])->json('data.0.city'));
    }

    #[Test]
    public function a_stores_hours_are_seven_days_monday_first_even_when_it_keeps_fewer(): void
    {
        DB::table('stores')->update(['hours' => json_encode(['6' => ['10:00', '16:00']])]);

        $hours = $this->getJson('/api/shop/get-stores/')->assertOk()->json('data.0.hours');

        $this->assertSame([null, null, null, null, null, ['10:00', '16:00'], null], $hours);
    }

    /**
     * @param  list<int>  $values
     */
    private function assertSorted(array $values): void
    {
        $sorted = $values;
        sort($sorted);
        $this->assertSame($sorted, $values);
    }
}
