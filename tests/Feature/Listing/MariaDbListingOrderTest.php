<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use App\Models\Category;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\TestCase;

/**
 * MariaDB cannot sort only the ties of "in_stock desc, popularity desc, id asc" as SQLite and PostgreSQL do, so without
 * an index in that order it read and sorted a whole category for each page (bench/README.md). Each level's listing reads its page
 * in index order: MariaDB's EXPLAIN of the page's own statement shows no filesort.
 */
final class MariaDbListingOrderTest extends TestCase
{
    protected function setUp(): void
    {
        if (! in_array(DatabaseUnderTest::driver(), ['mariadb', 'mysql'], true)) {
            $this->markTestSkipped('MariaDB\'s query plan; SQLite and PostgreSQL sort the ties of the order from (category, popularity).');
        }
        parent::setUp();
    }

    #[Test]
    public function a_category_page_reads_its_products_in_the_index_order(): void
    {
        $this->seed(DatabaseSeeder::class);
        $statements = [];
        DB::listen(function (QueryExecuted $query) use (&$statements): void {
            if (str_starts_with($query->sql, 'select') && preg_match('/order by `\w+`\.`in_stock` desc, `\w+`\.`popularity` desc, `\w+`\.`id` asc/', $query->sql) === 1) {
                $statements[] = [$query->sql, $query->bindings];
            }
        });
        foreach (['category_root_id', 'category_sub_id'] as $level) {
            $category = Category::query()->whereKey(DB::table('products')->groupBy($level)->orderByRaw('count(*) desc')->value($level))->firstOrFail();
            $statements = [];
            $url = '/categorie-produs/'.($category->parent === null ? $category->slug : $category->parent->slug.'/'.$category->slug);
            $this->get($url)->assertOk();
            $page = $statements;

            $this->assertNotSame([], $page, "The $level listing asked for no page in the default order.");
            foreach ($page as [$sql, $bindings]) {
                $plan = DB::select('explain '.$sql, $bindings);
                $extra = implode(' | ', array_map(static fn (object $row): string => (string) ($row->Extra ?? ''), $plan));
                $keys = implode(' | ', array_map(static fn (object $row): string => (string) ($row->key ?? ''), $plan));
                $this->assertStringNotContainsString('filesort', $extra, "$level: $sql");
                $this->assertStringContainsString('listing_order_index', $keys, "$level: $sql");
            }
        }
    }
}
