<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Queries\Listing\ListingFacets;
use App\Search\ProductSearch;
use App\Services\Families\FamilyListing;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Listing\ChecksFacetsAgainstOracle;
use Tests\Feature\Listing\ListingOracle;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Database\SqlitePlans;
use Tests\TestCase;

/**
 * The facets and pages of search results, which are counted from the matching products' rows rather than in grouped
 * queries over the products (ListingFacets), checked against an independent count over the engine's results.
 */
final class SearchResultsFacetsTest extends TestCase
{
    use ChecksFacetsAgainstOracle;

    private const QUERY = 'televizor';

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
    public function counts_ranges_and_the_page_match_an_independent_count_of_the_engines_results(array $filters): void
    {
        $ids = app(ProductSearch::class)->ids(self::QUERY);
        $this->assertGreaterThan(10, count($ids));
        // A product the engine still finds but shoppers may not see: in no count and on no page.
        DB::table('products')->where('id', $ids[1])->update(['is_active' => false]);
        FamilyListing::refreshProducts([$ids[1]]);
        $oracle = new ListingOracle(static fn (Builder $q) => $q->whereIn('products.id', $ids)->where('products.is_active', true));

        foreach (['', '/ru'] as $prefix) {
            $listing = $this->get($prefix.'/cautare?'.http_build_query(['q' => self::QUERY] + $filters))->assertOk()
                ->viewData('page')['props']['listing'];

            $matching = $oracle->matching($filters)->pluck('id')->all();
            $this->assertSame(count($matching), $listing['products']['meta']['total']);
            // A family shows once, at its best-ranked variant's place (FamilyRanking).
            $inEngineOrder = array_values(array_filter(array_values(array_unique(array_map(ListingOracle::listedOf(...), $ids))), static fn (int $id): bool => in_array($id, $matching, true)));
            $this->assertSame(array_slice($inEngineOrder, 0, 24), array_map(ListingOracle::listedOf(...), array_column($listing['products']['data'], 'id')), 'the best matches first');

            $checked = $this->assertFacetsMatch($oracle, $filters, $listing['facets']);
            $price = collect($listing['facets'])->firstWhere('key', 'price');
            $this->assertIsArray($price);
            $prices = $oracle->matching(array_diff_key($filters, ['price' => true]))->pluck('price');
            $this->assertSame([intdiv($prices->min(), 100), intdiv($prices->max() + 99, 100)], [$price['min'], $price['max']]);
            $this->assertGreaterThan(3, $checked);
        }
    }

    #[Test]
    public function on_sqlite_the_results_figures_come_from_their_index_and_never_from_the_products_rows(): void
    {
        if (! DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('Reads SQLite\'s query plans; the index is SQLite\'s alone.');
        }
        $statements = SqlitePlans::of(
            fn () => $this->get('/cautare?'.http_build_query(['q' => self::QUERY, 'brand' => 'lg,samsung,sony', 'panel' => 'oled,qled', 'price' => '5000-40000', 'stock' => '1']))
                ->assertOk(),
            static fn (string $sql): bool => str_contains($sql, '"p"."brand_id"'),
        );

        // The full selection and one per filter counted without it.
        $this->assertGreaterThanOrEqual(4, count($statements));
        foreach ($statements as ['plan' => $plan]) {
            $this->assertStringContainsString('SEARCH p USING COVERING INDEX '.ListingFacets::RANKED_FACETS_INDEX.' (id=?', $plan);
            $this->assertStringNotContainsString('PRIMARY KEY', $plan);
        }
    }

    #[Test]
    public function a_search_whose_filters_leave_nothing_has_no_counts_and_no_cards(): void
    {
        $listing = $this->get('/cautare?'.http_build_query(['q' => self::QUERY, 'price' => '999999-']))->assertOk()
            ->viewData('page')['props']['listing'];

        $this->assertSame(0, $listing['products']['meta']['total']);
        $this->assertSame([], $listing['products']['data']);
    }
}
