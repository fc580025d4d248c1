<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Console\Concerns\ShowsProgress;
use App\Models\Product;
use App\Services\Catalog\CategoryAttributes;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;
use Random\Engine\Mt19937;
use Random\Randomizer;

/**
 * Adds N synthetic products (with stock and specs) to the demo catalogue's categories, for benchmarks.
 * Works in chunks, so memory stays flat at 100 000 or 1 000 000 products.
 */
final class GenerateCatalog extends Command
{
    use ShowsProgress;

    protected $signature = 'catalog:generate {count : How many products to add} {--chunk=500 : Rows per insert} {--seed=1 : Random seed}';

    protected $description = 'Add a large synthetic catalogue (for benchmarks) on top of the demo data';

    public function handle(): int
    {
        $count = (int) $this->argument('count');
        $chunk = max(1, min(2000, (int) $this->option('chunk')));
        $random = new Randomizer(new Mt19937((int) $this->option('seed')));

        /** @var list<\stdClass&object{id: int, depth: int, parent_id: int|null}> $leaves */
        $leaves = DB::table('categories as c')
            ->whereNotExists(fn ($q) => $q->from('categories as child')->whereColumn('child.parent_id', 'c.id'))
            ->orderBy('c.id')->get(['c.id', 'c.depth', 'c.parent_id'])->all();
        $parents = DB::table('categories')->pluck('parent_id', 'id')->all();
        // In a stated order (the one SQLite read them in), so a seed generates the same catalogue on every database.
        $brands = DB::table('brands')->orderBy('slug')->pluck('id')->all();
        // Every place, the warehouse included; a product's total is the sum of its places (docs/stock.md).
        $stores = DB::table('stores')->orderBy('slug')->pluck('id')->all();
        $attributes = DB::table('attributes')->where('type', 'number')->orderBy('id')->pluck('id')->all();

        if ($count < 1 || $leaves === [] || $brands === [] || $stores === []) {
            $this->error('Seed the demo catalogue first (php artisan db:seed) and give a positive count.');

            return self::FAILURE;
        }

        $start = (int) DB::table('products')->max('id') + 1;
        $bar = $this->progressBar($count);
        $now = now()->toDateTimeString();

        for ($offset = 0; $offset < $count; $offset += $chunk) {
            $size = min($chunk, $count - $offset);
            DB::transaction(function () use ($size, $offset, $start, $random, $leaves, $parents, $brands, $stores, $attributes, $now): void {
                $products = $images = $stock = $specs = [];
                for ($i = 0; $i < $size; $i++) {
                    $id = $start + $offset + $i;
                    $leaf = $leaves[$random->getInt(0, count($leaves) - 1)];
                    [$root, $sub] = self::ancestors($leaf, $parents);
                    $price = $random->getInt(2, 600) * 100 - 1;
                    $oldPrice = $random->getInt(1, 100) <= 25 ? ($price + $random->getInt(1, 50) * 100) * 100 : null;
                    $total = 0;
                    foreach ($stores as $store) {
                        if ($random->getInt(1, 100) <= 40) {
                            $quantity = $random->getInt(1, 9);
                            $stock[] = ['product_id' => $id, 'store_id' => $store, 'quantity' => $quantity];
                            $total += $quantity;
                        }
                    }
                    foreach ($attributes as $attribute) {
                        if ($random->getInt(1, 100) <= 25) {
                            $specs[] = ['product_id' => $id, 'attribute_id' => $attribute, 'attribute_option_id' => null, 'number_value' => $random->getInt(1, 500)];
                        }
                    }
                    $images[] = [
                        'product_id' => $id, 'key' => 'images/products/smartphone.svg', 'sort' => 0,
                        'alt' => json_encode(['ro' => "Produs sintetic $id", 'ru' => "Синтетический товар $id"], JSON_UNESCAPED_UNICODE),
                        'created_at' => $now, 'updated_at' => $now,
                    ];
                    $products[] = [
                        'id' => $id,
                        'slug' => 'produs-sintetic-'.$id,
                        'sku' => sprintf('SYN-%07d', $id),
                        'name' => json_encode(['ro' => "Produs sintetic $id", 'ru' => "Синтетический товар $id"], JSON_UNESCAPED_UNICODE),
                        'description' => json_encode(['ro' => 'Produs generat pentru teste de performanță.', 'ru' => 'Товар для нагрузочных тестов.'], JSON_UNESCAPED_UNICODE),
                        'brand_id' => $brands[$random->getInt(0, count($brands) - 1)],
                        'category_id' => $leaf->id,
                        'category_root_id' => $root,
                        'category_sub_id' => $sub,
                        'price' => $price * 100,
                        'old_price' => $oldPrice,
                        'discount_percent' => Product::discountPercent($price * 100, $oldPrice),
                        'stock_total' => $total,
                        'is_new' => $random->getInt(1, 100) <= 10,
                        'is_popular' => $random->getInt(1, 100) <= 10,
                        'popularity' => $random->getInt(0, 1000),
                        'created_at' => $now,
                        'updated_at' => $now,
                    ];
                }
                DB::table('products')->insert($products);
                foreach (array_chunk($images, 1000) as $rows) {
                    DB::table('product_images')->insert($rows);
                }
                foreach (array_chunk($stock, 1000) as $rows) {
                    DB::table('product_stock')->insert($rows);
                }
                foreach (array_chunk($specs, 1000) as $rows) {
                    DB::table('product_attribute_values')->insert($rows);
                }
            });
            $bar->advance($size);
        }

        $bar->finish();
        $this->newLine();
        CategoryAttributes::addMissingFromProducts();
        $this->info("Added $count products; peak memory ".round(memory_get_peak_usage(true) / 1048576).' MiB.');
        $this->call('search:reindex');
        // Fresh statistics, so the query planner picks the listing indexes for catalogues of this size.
        if (in_array(DB::connection()->getDriverName(), ['sqlite', 'pgsql'], true)) {
            DB::statement('ANALYZE');
        }

        return self::SUCCESS;
    }

    /**
     * The root and level-1 ids above a leaf.
     *
     * @param  object{id: int, depth: int, parent_id: int|null}  $leaf
     * @param  array<int, int|null>  $parents
     * @return array{0: int, 1: int|null}
     */
    private static function ancestors(object $leaf, array $parents): array
    {
        return match ($leaf->depth) {
            0 => [$leaf->id, null],
            1 => [(int) $leaf->parent_id, $leaf->id],
            default => [(int) $parents[(int) $leaf->parent_id], (int) $leaf->parent_id],
        };
    }
}
