<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use App\Actions\Families\DeleteFamily;
use App\Infrastructure\PageCache\PageCache;
use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Models\Product;
use App\Models\ProductFamily;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class CategoryFacetsTest extends TestCase
{
    use ChecksFacetsAgainstOracle;

    private const TVS = '/categorie-produs/tv-audio-foto/televizoare';

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /**
     * @param  array<string, string>  $filters
     */
    #[Test]
    #[DataProvider('filterSets')]
    public function totals_and_every_option_count_match_an_independent_count(array $filters): void
    {
        $oracle = $this->televisions();
        $props = $this->get(self::TVS.'?'.http_build_query($filters))->assertOk()->viewData('page')['props']['listing'];

        $expected = $oracle->matching($filters);
        $this->assertSame($expected->count(), $props['products']['meta']['total']);
        $this->assertEqualsCanonicalizing(
            $expected->pluck('id')->take(24)->count(),
            count($props['products']['data']),
        );
        foreach ($props['products']['data'] as $card) {
            $this->assertContains(ListingOracle::listedOf($card['id']), $expected->pluck('id')->all(), 'every card matches the filters');
        }

        $checked = $this->assertFacetsMatch($oracle, $filters, $props['facets']);
        $this->assertGreaterThan(5, $checked);
    }

    #[Test]
    public function a_range_facet_spans_the_values_of_the_products_matching_the_other_filters(): void
    {
        $oracle = $this->televisions();
        $filters = ['brand' => 'samsung', 'screen_size' => '50-65'];
        $props = $this->get(self::TVS.'?'.http_build_query($filters))->viewData('page')['props']['listing'];
        $facets = collect($props['facets'])->keyBy('key');

        $samsung = $oracle->matching(['brand' => 'samsung']);
        $sizes = $samsung->flatMap(fn (object $p) => $p->numbers['screen_size'] ?? []);
        $this->assertSame((int) floor($sizes->min()), $facets['screen_size']['min']);
        $this->assertSame((int) ceil($sizes->max()), $facets['screen_size']['max']);
        $this->assertSame(['min' => 50, 'max' => 65], $facets['screen_size']['selected']);

        $prices = $oracle->matching($filters)->pluck('price');
        $this->assertSame(intdiv($prices->min(), 100), $facets['price']['min']);
        $this->assertSame(intdiv($prices->max() + 99, 100), $facets['price']['max']);
    }

    #[Test]
    public function facet_labels_options_and_chips_are_in_the_shoppers_language(): void
    {
        $this->get('/ru'.self::TVS.'?resolution=4k&stock=1&price=1000-20000')->assertInertia(fn (Assert $page) => $page
            ->where('listing.facets', fn ($facets) => collect($facets)->pluck('label')->intersect(['Бренд', 'Цена', 'В наличии', 'Разрешение', 'Диагональ экрана'])->count() === 5)
            ->where('listing.chips', [
                ['key' => 'price', 'value' => null, 'label' => "Цена: 1\u{00A0}000 – 20\u{00A0}000 лей"],
                ['key' => 'stock', 'value' => null, 'label' => 'В наличии'],
                ['key' => 'resolution', 'value' => '4k', 'label' => 'Разрешение: 4K Ultra HD (3840×2160)'],
            ])
            ->where('listing.sorts.1.label', 'Сначала дешёвые')
            ->etc());

        $this->get(self::TVS.'?screen_size=50-')->assertInertia(fn (Assert $page) => $page
            ->where('listing.chips.0.label', 'Diagonala ecranului: de la 50"')
            ->where('listing.facets', fn ($facets) => collect($facets)->pluck('label')->contains('Preț'))
            ->etc());
    }

    #[Test]
    public function facets_fit_the_category(): void
    {
        $fridges = collect($this->get('/categorie-produs/electrocasnice-mari')->viewData('page')['props']['listing']['facets'])->pluck('key');
        $tvs = collect($this->get(self::TVS)->viewData('page')['props']['listing']['facets'])->pluck('key');

        $this->assertContains('resolution', $tvs);
        $this->assertNotContains('no_frost', $tvs);
        $this->assertContains('no_frost', $fridges);
        $this->assertNotContains('resolution', $fridges);
    }

    /**
     * @return array<string, array{string, callable(object, object): bool}>
     */
    public static function sorts(): array
    {
        return [
            'popular' => ['popular', fn (object $a, object $b): bool => $a->popularity >= $b->popularity],
            'price ascending' => ['price-asc', fn (object $a, object $b): bool => $a->price <= $b->price],
            'price descending' => ['price-desc', fn (object $a, object $b): bool => $a->price >= $b->price],
            'newest' => ['newest', fn (object $a, object $b): bool => $a->created_at >= $b->created_at],
            'biggest discount' => ['discount', fn (object $a, object $b): bool => $a->discount_percent >= $b->discount_percent],
        ];
    }

    /**
     * @param  callable(object, object): bool  $inOrder
     */
    #[Test]
    #[DataProvider('sorts')]
    public function every_sort_orders_the_whole_listing_across_pages(string $sort, callable $inOrder): void
    {
        $url = '/categorie-produs/electrocasnice-mari?sort='.$sort;
        $first = $this->get($url)->viewData('page')['props']['listing'];
        $second = $this->get($url.'&page=2')->viewData('page')['props']['listing'];
        $this->assertSame($sort, $first['sort']);
        $this->assertSame($sort === 'popular' ? '/categorie-produs/electrocasnice-mari?page=2' : $url.'&page=2', $first['products']['links']['next'], 'the default sort is left out of links');

        $ids = [...array_column($first['products']['data'], 'id'), ...array_column($second['products']['data'], 'id')];
        $this->assertSame($ids, array_values(array_unique($ids)), 'pages never overlap');
        $rows = DB::table('products')->whereIn('id', $ids)->get()->keyBy('id');
        for ($i = 1; $i < count($ids); $i++) {
            $this->assertTrue($inOrder($rows[$ids[$i - 1]], $rows[$ids[$i]]), "position $i");
        }
    }

    #[Test]
    public function pages_keep_the_filters_and_a_page_past_the_end_leads_to_the_last_page(): void
    {
        $url = '/categorie-produs/electrocasnice-mari?stock=1';
        $listing = $this->get($url.'&page=2')->assertOk()->viewData('page')['props']['listing'];
        $this->assertSame($url, $listing['products']['links']['prev']);
        $last = $listing['products']['meta']['last_page'];

        $this->get($url.'&page='.$last)->assertOk();
        $this->get($url.'&page='.($last + 1))->assertRedirect($url.'&page='.$last);
        // An empty listing has one page: its own address.
        $this->get('/ru/categorie-produs/electrocasnice-mari?price=1-2&page=2')->assertRedirect('/ru/categorie-produs/electrocasnice-mari?price=1-2');
    }

    #[Test]
    public function the_canonical_url_keeps_understood_filters_in_a_fixed_order_and_drops_noise(): void
    {
        $html = $this->get(self::TVS.'?utm_source=mail&sort=price-asc&resolution=8k,4k&brand=samsung,nope,lg&page=1')->assertOk()->getContent();

        $this->assertStringContainsString('<link rel="canonical" href="'.url(self::TVS).'?brand=lg,samsung&amp;resolution=4k,8k"', (string) $html);
    }

    /**
     * @return array<string, array{string}>
     */
    public static function malformed(): array
    {
        return [
            'unknown values' => ['brand=nope&resolution=xyz&panel=&sort=cheapest'],
            'bad ranges' => ['price=abc&screen_size=10-20-30&refresh_rate=-'],
            'arrays instead of text' => ['brand[]=lg&sort[]=x&page[]=2&price[min]=1'],
            'unknown parameters' => ['foo=bar&f[screen_size]=50'],
            'bad page' => ['page=abc'],
            'huge numbers' => ['price=99999999999999999999-&page=99999999999999'],
        ];
    }

    #[Test]
    #[DataProvider('malformed')]
    public function malformed_or_unknown_filters_are_ignored_never_a_server_error(string $query): void
    {
        $total = $this->get(self::TVS)->viewData('page')['props']['listing']['products']['meta']['total'];

        $response = $this->get(self::TVS.'?'.$query);
        if ($response->isRedirect()) {
            $this->assertStringContainsString('page=', $query, 'only a page past the end leads elsewhere');

            return;
        }
        $response->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.meta.total', $total)
            ->where('listing.chips', [])
            ->where('listing.sort', 'popular')
            ->etc());
    }

    #[Test]
    public function an_empty_result_keeps_the_chips_so_the_shopper_can_clear_them(): void
    {
        $this->get('/ru'.self::TVS.'?price=1-2&brand=lg')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.meta.total', 0)
            ->has('listing.products.data', 0)
            ->has('listing.chips', 2)
            ->where('listing.query', ['brand' => 'lg', 'price' => '1-2'])
            ->etc());
    }

    #[Test]
    public function a_filtered_pages_counts_are_kept_and_change_at_once_with_the_catalogue(): void
    {
        $url = self::TVS.'?brand=lg,samsung&resolution=4k,full-hd';
        $brandCounts = fn (): array => collect(collect($this->get($url)->viewData('page')['props']['listing']['facets'])->firstWhere('key', 'brand')['options'])
            ->pluck('count', 'value')->all();
        $before = $brandCounts();

        // Kept (App\Infrastructure\PageCache\PageFragments): the same counts again without a grouped count query.
        DB::enableQueryLog();
        $this->assertSame($before, $brandCounts());
        $this->assertSame([], array_filter(array_column(DB::getQueryLog(), 'query'), static fn (string $sql): bool => str_contains($sql, 'COUNT(*) AS products')));

        // A Samsung television of the selection is taken off sale: the next page counts one fewer.
        $samsung = $this->televisions()->matching(['brand' => 'samsung', 'resolution' => '4k,full-hd'])->first();
        $this->assertNotNull($samsung);
        Product::query()->findOrFail($samsung->id)->update(['is_active' => false]);

        $after = $brandCounts();
        $this->assertSame($before['samsung'] - 1, $after['samsung']);
        $this->assertSame($before['lg'], $after['lg']);
    }

    #[Test]
    public function a_filtered_page_runs_a_fixed_number_of_queries(): void
    {
        $url = self::TVS.'?brand=lg,samsung&resolution=4k,full-hd&screen_size=40-&stock=1';
        $this->get($url)->assertOk();

        // A filtered selection's counts are a page part kept under the page version (PageFragments): measured worked out.
        PageCache::bump();
        DB::enableQueryLog();
        $this->get($url)->assertOk();
        $queries = count(DB::getQueryLog());

        // Twice the products (copies with their specs) must not add a query.
        $this->duplicateTelevisions();
        DB::flushQueryLog();
        $this->get($url)->assertOk();
        $this->assertSame($queries, count(DB::getQueryLog()));
        $this->assertLessThanOrEqual(20, $queries, 'the facet queries: 2 + 1 per filtered facet, and the page');
    }

    #[Test]
    public function a_shop_without_families_counts_no_family_values_and_one_with_a_family_does(): void
    {
        $url = self::TVS.'?resolution=4k,full-hd';
        $familyStatements = function () use ($url): int {
            PageCache::bump();
            DB::flushQueryLog();
            DB::enableQueryLog();
            $this->get($url)->assertOk();

            return count(array_filter(array_column(DB::getQueryLog(), 'query'), static fn (string $sql): bool => str_contains($sql, 'join "family_option_values"')));
        };
        $this->assertGreaterThan(0, $familyStatements(), 'the demo catalogue has families');

        // Every family dissolved through the back office's path (each variant a product of its own again).
        foreach (ProductFamily::query()->get() as $family) {
            app(DeleteFamily::class)->handle(StaffActor::console(), $family);
        }
        $this->assertSame(0, DB::table('family_option_values')->count());
        $this->assertSame(0, $familyStatements());
    }

    private function televisions(): ListingOracle
    {
        $id = Category::query()->where('slug', 'televizoare')->value('id');

        return new ListingOracle(static fn (Builder $q) => $q->where('products.category_sub_id', $id));
    }

    private function duplicateTelevisions(): void
    {
        $id = Category::query()->where('slug', 'televizoare')->value('id');
        foreach (DB::table('products')->where('category_sub_id', $id)->get() as $product) {
            $copy = (array) $product;
            unset($copy['id'], $copy['in_stock']); // in_stock is generated from stock_total
            $copy['slug'] .= '-copy';
            $copy['sku'] .= '-C';
            $newId = DB::table('products')->insertGetId($copy);
            foreach (DB::table('product_attribute_values')->where('product_id', $product->id)->get() as $value) {
                DB::table('product_attribute_values')->insert(['product_id' => $newId] + (array) $value);
            }
        }
    }
}
