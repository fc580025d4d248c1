<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use Database\Seeders\DatabaseSeeder;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Database\SqlitePlans;
use Tests\TestCase;

/**
 * A listing's brand, price, stock and discount figures (and the discounts page's products per category) are read from
 * an index alone, the listing's own for the figures, never from the products' rows (a long description would put
 * those columns on overflow pages): SQLite's EXPLAIN QUERY PLAN of each such statement of the page, unfiltered and
 * filtered.
 */
final class ListingFacetsQueryPlansTest extends TestCase
{
    protected function setUp(): void
    {
        if (! DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('Reads SQLite\'s query plans; a database server plans by its own statistics.');
        }
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /** @return array<string, array{0: string, 1: string}> */
    public static function listings(): array
    {
        return [
            'a top category' => ['/categorie-produs/tv-audio-foto', 'products_category_root_id_facets_index'],
            'a subcategory' => ['/categorie-produs/tv-audio-foto/televizoare', 'products_category_sub_id_facets_index'],
            'a subcategory, filtered' => ['/categorie-produs/tv-audio-foto/televizoare?brand=lg,samsung&resolution=4k', 'products_category_sub_id_facets_index'],
            'a brand' => ['/branduri/samsung', 'products_brand_facets_index'],
            'a brand, filtered' => ['/branduri/samsung?price=1000-30000&stock=1', 'products_brand_facets_index'],
            'the new products' => ['/produse-noi', 'products_new_facets_index'],
            'the discounts' => ['/categorie-produs/reduceri', 'products_discount_facets_index'],
        ];
    }

    #[Test]
    #[DataProvider('listings')]
    public function the_figures_come_from_the_listing_index_alone(string $path, string $index): void
    {
        $statements = SqlitePlans::of(
            fn () => $this->get($path)->assertOk(),
            static fn (string $sql): bool => str_contains($sql, 'AS least_off') || str_contains($sql, 'p.category_sub_id, COUNT(*)'),
        );

        $this->assertNotEmpty($statements, 'no figures were counted');
        foreach ($statements as ['sql' => $sql, 'plan' => $plan]) {
            $this->assertMatchesRegularExpression('/^(SEARCH|SCAN) p USING COVERING INDEX /m', $plan, $sql);
            $this->assertDoesNotMatchRegularExpression('/^(SEARCH|SCAN) p USING (INDEX|INTEGER PRIMARY KEY)/m', $plan);
            if (str_contains($sql, 'AS least_off')) {
                $this->assertStringContainsString("SEARCH p USING COVERING INDEX {$index} (", $plan);
            }
        }
    }
}
