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
 * A listing's page in its default order (in stock first, the most popular, the id) is read from the category level's
 * listing-order index, which holds `is_active, is_listed` before the order: a range of it in order, not the whole
 * category sorted for each page, however far the page (bench/families.sh measured 20 ms a page the other way at
 * 100 000 families × 3 variants). SQLite's EXPLAIN QUERY PLAN of the page's statement.
 */
final class ListingOrderQueryPlansTest extends TestCase
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
            'a top category' => ['/categorie-produs/tv-audio-foto?page=2', 'category_root_id'],
            'a subcategory' => ['/categorie-produs/tv-audio-foto/televizoare', 'category_sub_id'],
        ];
    }

    #[Test]
    #[DataProvider('listings')]
    public function a_page_is_read_in_order_from_the_listing_order_index(string $path, string $level): void
    {
        $statements = SqlitePlans::of(
            fn () => $this->get($path)->assertOk(),
            static fn (string $sql): bool => str_starts_with($sql, 'select "p"."id" from "products" as "p"') && str_contains($sql, 'order by "p"."in_stock" desc'),
        );

        $this->assertNotEmpty($statements, 'the page was not read in its default order');
        foreach ($statements as ['sql' => $sql, 'plan' => $plan]) {
            $this->assertStringContainsString("USING INDEX products_{$level}_stock_listing_order_index ({$level}=? AND is_active=? AND is_listed=?)", $plan, $sql);
            $this->assertStringNotContainsString('USE TEMP B-TREE FOR ORDER BY', $plan, $sql);
        }
    }
}
