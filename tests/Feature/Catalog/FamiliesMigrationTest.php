<?php

declare(strict_types=1);

namespace Tests\Feature\Catalog;

use App\Models\Order;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Connection;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Schema;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The families migrations (2026_11_29_140000 and after) run on a shop's database as it was before them, full of the
 * demo catalogue, orders, carts and favourites, and lose nothing: every row of every table the shop had before is
 * the same afterwards, and every product is a product of its own, listed while it is active.
 *
 * The database is a SQLite file of its own, migrated to the last migration before families; the rows come from the
 * seeded demo shop of the test, column by column as the older schema has them.
 */
final class FamiliesMigrationTest extends TestCase
{
    private const FIRST = '2026_11_29_140000_create_product_families';

    private string $file;

    protected function setUp(): void
    {
        parent::setUp();
        $this->file = tempnam(sys_get_temp_dir(), 'families-migration-').'.sqlite';
        touch($this->file);
        config(['database.connections.before_families' => ['driver' => 'sqlite', 'database' => $this->file, 'prefix' => '', 'foreign_key_constraints' => true]]);
    }

    protected function tearDown(): void
    {
        DB::purge('before_families');
        foreach (['', '-wal', '-shm', '-journal'] as $suffix) {
            if (is_file($this->file.$suffix)) {
                unlink($this->file.$suffix);
            }
        }
        parent::tearDown();
    }

    #[Test]
    public function every_order_cart_line_favourite_and_stock_figure_survives(): void
    {
        $this->seed(DatabaseSeeder::class);
        $this->addOrdersCartsAndFavourites();

        [$before, $after] = $this->migrationsAroundFamilies();
        $this->assertNotEmpty($after);
        $this->migrate($before);
        $old = DB::connection('before_families');
        $this->assertFalse(Schema::connection('before_families')->hasColumn('products', 'family_id'));

        $tables = $this->tablesOf($old);
        // Copied table by table in any order: the keys hold once every table is there (checked below).
        $old->statement('PRAGMA foreign_keys = OFF');
        foreach ($tables as $table => $columns) {
            $old->table($table)->delete(); // what a migration wrote (the legal pages): the shop's rows instead
            foreach (DB::table($table)->orderBy($columns[0])->get($columns)->chunk(200) as $rows) {
                $old->table($table)->insert($rows->map(static fn (object $row): array => (array) $row)->all());
            }
        }
        $old->statement('PRAGMA foreign_keys = ON');
        $this->assertSame([], $old->select('PRAGMA foreign_key_check'));
        $snapshot = $this->snapshot($old, $tables);
        $this->assertGreaterThan(0, $snapshot['orders']['rows'], 'the shop has orders');
        $this->assertGreaterThan(0, $snapshot['order_lines']['rows']);
        $this->assertGreaterThan(0, $snapshot['cart_items']['rows']);
        $this->assertGreaterThan(0, $snapshot['saved_products']['rows']);
        $this->assertGreaterThan(0, $snapshot['product_stock']['rows']);

        $this->migrate($after);

        $this->assertSame($snapshot, $this->snapshot($old, $tables), 'every row of every table as before');
        $this->assertSame(0, $old->table('products')->whereNotNull('family_id')->count());
        $this->assertSame(0, $old->table('products')->where('is_listed', false)->count(), 'every product stands for itself');
        $this->assertSame(0, $old->table('product_families')->count());
    }

    private function addOrdersCartsAndFavourites(): void
    {
        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $products */
        $products = Product::query()->where('is_active', true)->orderBy('id')->limit(6)->get();
        foreach ($products->values() as $i => $product) {
            Order::factory()->withLine($product, $i + 1)->create();
        }
        $cart = DB::table('carts')->insertGetId(['guest_id' => str_repeat('a', 40), 'created_at' => now(), 'updated_at' => now()]);
        foreach ($products->take(3) as $product) {
            DB::table('cart_items')->insert(['cart_id' => $cart, 'product_id' => $product->id, 'quantity' => 2, 'created_at' => now(), 'updated_at' => now()]);
            DB::table('saved_products')->insert(['list' => 'favourites', 'guest_id' => str_repeat('a', 40), 'product_id' => $product->id, 'category_id' => $product->category_id, 'created_at' => now()]);
        }
    }

    /**
     * @return array{0: list<string>, 1: list<string>} the migration files before families and from them on
     */
    private function migrationsAroundFamilies(): array
    {
        $files = array_map(static fn (\SplFileInfo $file): string => $file->getPathname(), File::files(database_path('migrations')));
        sort($files);

        return [
            array_values(array_filter($files, static fn (string $path): bool => basename($path, '.php') < self::FIRST)),
            array_values(array_filter($files, static fn (string $path): bool => basename($path, '.php') >= self::FIRST)),
        ];
    }

    /**
     * @param  list<string>  $paths
     */
    private function migrate(array $paths): void
    {
        $this->assertSame(0, Artisan::call('migrate', ['--database' => 'before_families', '--path' => $paths, '--realpath' => true, '--force' => true]), Artisan::output());
    }

    /**
     * The older schema's tables with rows to carry, and their columns (the first is the one to order by).
     *
     * @return array<string, list<string>>
     */
    private function tablesOf(Connection $old): array
    {
        $tables = [];
        foreach (Schema::connection('before_families')->getTableListing(schemaQualified: false) as $table) {
            if (in_array($table, ['migrations', 'sqlite_sequence'], true) || str_starts_with($table, 'search_') || DB::table($table)->count() === 0) {
                continue;
            }
            $columns = array_values(array_filter(
                Schema::connection('before_families')->getColumnListing($table),
                static fn (string $column): bool => $column !== 'in_stock', // generated
            ));
            $tables[$table] = $columns;
        }
        $this->assertArrayHasKey('products', $tables);
        $this->assertSame('sqlite', $old->getDriverName());

        return $tables;
    }

    /**
     * Each table's rows in the older schema's columns: how many, and a fingerprint of them all (a difference names
     * the table without printing thousands of rows).
     *
     * @param  array<string, list<string>>  $tables
     * @return array<string, array{rows: int, fingerprint: string}>
     */
    private function snapshot(Connection $db, array $tables): array
    {
        $snapshot = [];
        foreach ($tables as $table => $columns) {
            $rows = $db->table($table)->orderBy($columns[0])->get($columns)->map(static fn (object $row): array => (array) $row)->all();
            $snapshot[$table] = ['rows' => count($rows), 'fingerprint' => hash('xxh128', serialize($rows))];
        }

        return $snapshot;
    }
}
