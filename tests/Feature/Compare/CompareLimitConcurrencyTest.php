<?php

declare(strict_types=1);

namespace Tests\Feature\Compare;

use App\Actions\Shopper\SaveProduct;
use App\Enums\ShopperList;
use App\Infrastructure\Shopper\ShopperKey;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Processes\AtOnce;
use Tests\TestCase;

/**
 * The compare list's 4-per-category limit with adds at the same moment from separate processes, each with its own
 * connection, as several PHP workers would send them. On SQLite one writer at a time keeps the limit by itself; on
 * PostgreSQL and MariaDB two INSERT … SELECT statements can count at once, which is what this test catches. It needs a
 * database server (`composer test -- --db=pgsql`), so its rows are committed, and removed at the end.
 */
final class CompareLimitConcurrencyTest extends TestCase
{
    /** @var list<string|null> no wrapping transaction: the other processes must see the products */
    protected array $connectionsToTransact = [];

    private const ADDS = 8;

    private int $categoryId = 0;

    private int $brandId = 0;

    private string $guest = '';

    protected function setUp(): void
    {
        // Decided before the app boots: an in-memory SQLite database must not be migrated outside a transaction.
        if (DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('Needs a database server that several processes share (composer test -- --db=pgsql).');
        }
        parent::setUp();
        // The shared cache, as every app server has it (array caches are per process).
        config(['cache.default' => 'database']);
        $this->guest = Str::random(40);
    }

    protected function tearDown(): void
    {
        if ($this->categoryId !== 0) {
            DB::table('saved_products')->where('guest_id', $this->guest)->delete();
            DB::table('products')->where('category_id', $this->categoryId)->delete();
            DB::table('categories')->where('id', $this->categoryId)->delete();
            DB::table('brands')->where('id', $this->brandId)->delete();
            // The page-cache version those writes renewed and the compare lock, both in the database cache here.
            DB::table('cache')->delete();
            DB::table('cache_locks')->delete();
        }
        parent::tearDown();
    }

    #[Test]
    public function eight_adds_at_the_same_moment_put_at_most_four_products_of_a_category_on_the_list(): void
    {
        $products = $this->productsOfOneCategory(self::ADDS);
        $shopper = ShopperKey::forGuest($this->guest);

        // Each process makes its own connection; the parent's is closed first so no process shares its socket.
        DB::disconnect();
        $failures = AtOnce::run(count($products), function (int $process) use ($products, $shopper): void {
            SaveProduct::insert($shopper, ShopperList::Compare, $products[$process - 1], $this->categoryId);
        });

        $this->assertSame('', $failures);
        $this->assertSame(SaveProduct::COMPARE_LIMIT, DB::table('saved_products')->where('guest_id', $this->guest)->where('list', ShopperList::Compare->value)->count());
    }

    /** @return list<int> */
    private function productsOfOneCategory(int $count): array
    {
        $name = static fn (string $text): string => (string) json_encode(['ro' => $text, 'ru' => $text]);
        $suffix = strtolower(Str::random(8));
        $this->brandId = (int) DB::table('brands')->insertGetId(['name' => 'Race '.$suffix, 'slug' => 'race-'.$suffix]);
        $this->categoryId = (int) DB::table('categories')->insertGetId(['name' => $name('Race '.$suffix), 'slug' => 'race-'.$suffix, 'depth' => 0]);
        $ids = [];
        for ($i = 0; $i < $count; $i++) {
            $ids[] = (int) DB::table('products')->insertGetId([
                'name' => $name("Race $i"), 'description' => $name(''), 'slug' => "race-$suffix-$i", 'sku' => strtoupper("RACE-$suffix-$i"),
                'brand_id' => $this->brandId, 'category_id' => $this->categoryId, 'category_root_id' => $this->categoryId, 'price' => 100_00,
            ]);
        }

        return $ids;
    }
}
