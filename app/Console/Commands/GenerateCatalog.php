<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Console\Concerns\ShowsProgress;
use App\Enums\StockMovementReason;
use App\Models\Product;
use App\Services\Catalog\CategoryAttributes;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;
use Random\Engine\Mt19937;
use Random\Randomizer;
use Symfony\Component\Console\Helper\ProgressBar;

/**
 * Adds N synthetic products (with stock and specs) to the demo catalogue's categories, for benchmarks.
 * Works in chunks, so memory stays flat at 100 000 or 1 000 000 products. Each place's units are opened by an `opening`
 * stock movement, inserted in bulk beside them, so a generated catalogue keeps the ledger's rules (docs/stock.md).
 *
 * `--families=N --variants=K` adds N families of K variants each instead (docs/variants.md): a family's variants share
 * its name, brand and category and differ by storage and colour (the family's options), each with its own price and
 * stock. Which variant is listed and the family's `family_option_values` are worked out here, as the rows are made,
 * by FamilyListing's rules (a test holds the two to the same result), so a bench catalogue needs no refresh per family.
 *
 * @phpstan-type Member array{id: int, active: bool, stock: int, price: int, discounted: bool, new: bool, specs: list<array{0: int, 1: int|null, 2: int|null}>, options: list<array{0: int, 1: int|null, 2: int|null}>}
 */
final class GenerateCatalog extends Command
{
    use ShowsProgress;

    /** Storage sizes × colours a family's variants are drawn from, at most. */
    private const MAX_VARIANTS = 24;

    protected $signature = 'catalog:generate {count? : How many products to add (not with --families)} {--chunk=500 : Rows per insert} {--seed=1 : Random seed}
        {--families= : How many families to add instead of single products} {--variants=3 : Variants per family (with --families)}';

    protected $description = 'Add a large synthetic catalogue (for benchmarks) on top of the demo data';

    public function handle(): int
    {
        $families = $this->option('families');
        if ($families !== null) {
            if ($this->argument('count') !== null) {
                $this->error('Give either a count of products or --families, not both.');

                return self::FAILURE;
            }
            $count = (int) $families * (int) $this->option('variants');
        } else {
            $count = (int) $this->argument('count');
        }
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

        // SQLite keeps 2 MB of pages by default; the inserts touch a dozen indexes all over a file of hundreds of MB,
        // which with 256 MB of pages at hand goes several times faster (as the catalogue import does).
        if (DB::connection()->getDriverName() === 'sqlite') {
            DB::statement('PRAGMA cache_size = -262144');
        }
        $start = (int) DB::table('products')->max('id') + 1;
        $bar = $this->progressBar($count);
        $now = now()->toDateTimeString();

        if ($families !== null) {
            $variants = (int) $this->option('variants');
            $storage = DB::table('attributes')->where('code', 'storage')->value('id');
            $colour = DB::table('attributes')->where('code', 'color')->value('id');
            if ($variants < 1 || $variants > self::MAX_VARIANTS || $storage === null || $colour === null) {
                $this->error('Give 1 to '.self::MAX_VARIANTS.' variants a family; the demo catalogue must have the storage and color attributes.');

                return self::FAILURE;
            }
            $this->families((int) $families, $variants, [
                'storage' => (int) $storage,
                'colour' => (int) $colour,
                'storage_options' => array_values(DB::table('attribute_options')->where('attribute_id', $storage)->orderBy('sort')->orderBy('id')->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all()),
                'colour_options' => array_values(DB::table('attribute_options')->where('attribute_id', $colour)->orderBy('sort')->orderBy('id')->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all()),
                'labels' => DB::table('attribute_options')->whereIn('attribute_id', [$storage, $colour])->pluck('slug', 'id')->map(static fn (mixed $slug): string => (string) $slug)->all(),
            ], $start, max(1, intdiv($chunk, $variants)), $random, $leaves, $parents, $brands, $stores, $attributes, $now, $bar);
            $bar->finish();
            $this->newLine();
            $this->wrapUp('Added '.((int) $families)." families of $variants variants ($count products)");

            return self::SUCCESS;
        }

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
                self::shelves($stock, $now);
                foreach (array_chunk($specs, 1000) as $rows) {
                    DB::table('product_attribute_values')->insert($rows);
                }
            });
            $bar->advance($size);
        }

        $bar->finish();
        $this->newLine();
        $this->wrapUp("Added $count products");

        return self::SUCCESS;
    }

    /**
     * Each place's units and the `opening` movement that starts its history, so the movements add up to every shelf
     * (docs/stock.md), a thousand rows an insert.
     *
     * @param  list<array{product_id: int, store_id: int, quantity: int}>  $stock
     */
    private static function shelves(array $stock, string $now): void
    {
        foreach (array_chunk($stock, 1000) as $rows) {
            DB::table('product_stock')->insert($rows);
            DB::table('stock_movements')->insert(array_map(static fn (array $row): array => [
                ...$row, 'reason' => StockMovementReason::Opening->value, 'created_at' => $now,
            ], $rows));
        }
    }

    private function wrapUp(string $added): void
    {
        CategoryAttributes::addMissingFromProducts();
        $this->info("$added; peak memory ".round(memory_get_peak_usage(true) / 1048576).' MiB.');
        $this->call('search:reindex');
        // Fresh statistics, so the query planner picks the listing indexes for catalogues of this size.
        if (in_array(DB::connection()->getDriverName(), ['sqlite', 'pgsql'], true)) {
            DB::statement('ANALYZE');
        }
    }

    /**
     * N families of K variants: each family one leaf category, brand and base price; variant k has the family's k-th
     * storage size (a dearer price for each size up) and a colour, stock per place drawn as for single products (one
     * variant in five sold out everywhere), and one variant in twenty switched off. The listed variant and the option values for the family's other variants
     * follow FamilyListing (docs/variants.md).
     *
     * @param  array{storage: int, colour: int, storage_options: list<int>, colour_options: list<int>, labels: array<array-key, string>}  $options
     * @param  list<object{id: int, depth: int, parent_id: int|null}>  $leaves
     * @param  array<int, int|null>  $parents
     * @param  array<mixed>  $brands
     * @param  array<mixed>  $stores
     * @param  array<mixed>  $attributes
     */
    private function families(int $count, int $variants, array $options, int $start, int $chunk, Randomizer $random, array $leaves, array $parents,
        array $brands, array $stores, array $attributes, string $now, ProgressBar $bar): void
    {
        $firstFamily = (int) DB::table('product_families')->max('id') + 1;
        $storages = count($options['storage_options']);
        $colours = count($options['colour_options']);

        for ($offset = 0; $offset < $count; $offset += $chunk) {
            $size = min($chunk, $count - $offset);
            DB::transaction(function () use ($size, $offset, $start, $firstFamily, $variants, $options, $storages, $colours, $random, $leaves, $parents, $brands, $stores, $attributes, $now): void {
                $families = $familyOptions = $optionValues = $products = $images = $stock = $specs = [];
                for ($f = 0; $f < $size; $f++) {
                    $familyId = $firstFamily + $offset + $f;
                    $leaf = $leaves[$random->getInt(0, count($leaves) - 1)];
                    [$root, $sub] = self::ancestors($leaf, $parents);
                    $brand = $brands[$random->getInt(0, count($brands) - 1)];
                    $base = $random->getInt(2, 500);
                    // The family's smallest storage size; sizes go up from it (wrapping round) variant by variant.
                    $firstStorage = $random->getInt(0, max(0, $storages - min($variants, $storages)));
                    $colour = $random->getInt(0, $colours - 1);
                    $familyName = ['ro' => "Familie sintetică $familyId", 'ru' => "Синтетическое семейство $familyId"];
                    $families[] = [
                        'id' => $familyId, 'slug' => 'familie-sintetica-'.$familyId,
                        'name' => json_encode($familyName, JSON_UNESCAPED_UNICODE),
                        'brand_id' => $brand, 'category_id' => $leaf->id, 'created_at' => $now, 'updated_at' => $now,
                    ];
                    $familyOptions[] = ['family_id' => $familyId, 'attribute_id' => $options['storage'], 'position' => 0];
                    $familyOptions[] = ['family_id' => $familyId, 'attribute_id' => $options['colour'], 'position' => 1];

                    /** @var list<Member> $members */
                    $members = [];
                    for ($v = 0; $v < $variants; $v++) {
                        $id = $start + ($offset + $f) * $variants + $v;
                        $storageOption = $options['storage_options'][($firstStorage + $v) % $storages];
                        // Past the storage sizes the colour changes too, so no two variants share both options.
                        $colourOption = $options['colour_options'][($colour + intdiv($v, $storages) + ($v % 2) * 3) % $colours];
                        $price = ($base + $v * $random->getInt(5, 40)) * 100 - 1;
                        $oldPrice = $random->getInt(1, 100) <= 25 ? ($price + $random->getInt(1, 50) * 100) * 100 : null;
                        $active = $random->getInt(1, 100) > 5;
                        // One variant in five sold out everywhere, so that families are led by a dearer sibling too.
                        $soldOut = $random->getInt(1, 100) <= 20;
                        $total = 0;
                        foreach ($stores as $store) {
                            if (! $soldOut && $random->getInt(1, 100) <= 40) {
                                $quantity = $random->getInt(1, 9);
                                $stock[] = ['product_id' => $id, 'store_id' => $store, 'quantity' => $quantity];
                                $total += $quantity;
                            }
                        }
                        $own = [[$options['storage'], $storageOption, null], [$options['colour'], $colourOption, null]];
                        foreach ($attributes as $attribute) {
                            if ($random->getInt(1, 100) <= 25) {
                                $own[] = [$attribute, null, $random->getInt(1, 500)];
                            }
                        }
                        foreach ($own as [$attribute, $option, $number]) {
                            $specs[] = ['product_id' => $id, 'attribute_id' => $attribute, 'attribute_option_id' => $option, 'number_value' => $number];
                        }
                        $isNew = $random->getInt(1, 100) <= 10;
                        $images[] = [
                            'product_id' => $id, 'key' => 'images/products/smartphone.svg', 'sort' => 0,
                            'alt' => json_encode(['ro' => "Produs sintetic $id", 'ru' => "Синтетический товар $id"], JSON_UNESCAPED_UNICODE),
                            'created_at' => $now, 'updated_at' => $now,
                        ];
                        $label = $options['labels'][$storageOption].' '.$options['labels'][$colourOption];
                        $products[$id] = [
                            'id' => $id,
                            'slug' => 'produs-sintetic-'.$id,
                            'sku' => sprintf('SYN-%07d', $id),
                            'name' => json_encode(['ro' => $familyName['ro'].' '.$label, 'ru' => $familyName['ru'].' '.$label], JSON_UNESCAPED_UNICODE),
                            'description' => json_encode(['ro' => 'Produs generat pentru teste de performanță.', 'ru' => 'Товар для нагрузочных тестов.'], JSON_UNESCAPED_UNICODE),
                            'brand_id' => $brand,
                            'category_id' => $leaf->id,
                            'category_root_id' => $root,
                            'category_sub_id' => $sub,
                            'price' => $price * 100,
                            'old_price' => $oldPrice,
                            'discount_percent' => Product::discountPercent($price * 100, $oldPrice),
                            'stock_total' => $total,
                            'is_new' => $isNew,
                            'is_popular' => $random->getInt(1, 100) <= 10,
                            'popularity' => $random->getInt(0, 1000),
                            'is_active' => $active,
                            'family_id' => $familyId,
                            'is_listed' => false,
                            'is_listed_discounted' => false,
                            'is_listed_new' => false,
                            'created_at' => $now,
                            'updated_at' => $now,
                        ];
                        $members[] = ['id' => $id, 'active' => $active, 'stock' => $total, 'price' => $price * 100,
                            'discounted' => $oldPrice !== null && Product::discountPercent($price * 100, $oldPrice) > 0, 'new' => $isNew,
                            'specs' => $own, 'options' => [[$options['storage'], $storageOption, null], [$options['colour'], $colourOption, null]]];
                    }
                    $listing = self::listing($members);
                    $products[$listing['listed']]['is_listed'] = true;
                    foreach (['discounted' => 'is_listed_discounted', 'new' => 'is_listed_new'] as $list => $flag) {
                        if ($listing[$list] !== null) {
                            $products[$listing[$list]][$flag] = true;
                        }
                    }
                    foreach ($listing['values'] as [$attribute, $option, $number]) {
                        $optionValues[] = ['family_id' => $familyId, 'product_id' => $listing['listed'], 'attribute_id' => $attribute, 'attribute_option_id' => $option, 'number_value' => $number];
                    }
                }
                DB::table('product_families')->insert($families);
                DB::table('product_family_options')->insert($familyOptions);
                foreach (array_chunk(array_values($products), 500) as $rows) {
                    DB::table('products')->insert($rows);
                }
                self::shelves($stock, $now);
                foreach ([['product_images', $images], ['product_attribute_values', $specs], ['family_option_values', $optionValues]] as [$table, $all]) {
                    foreach (array_chunk($all, 1000) as $rows) {
                        DB::table($table)->insert($rows);
                    }
                }
            });
            $bar->advance($size * $variants);
        }
    }

    /**
     * FamilyListing's choices for one family made in memory: of the active variants the one in stock first, then the
     * cheapest, then the oldest is listed (with none active, the first in that order, which `is_active` hides), and in
     * that order the first active discounted and the first active new one stand for it in those lists; when the listed
     * variant is active, its family_option_values: all its own spec values, then the option values the other active
     * variants add, each once.
     *
     * @param  list<Member>  $members
     * @return array{listed: int, discounted: int|null, new: int|null, values: list<array{0: int, 1: int|null, 2: int|null}>}
     */
    private static function listing(array $members): array
    {
        if ($members === []) {
            throw new \LogicException('A family has at least one variant.');
        }
        usort($members, static fn (array $a, array $b): int => [! $a['active'], $a['stock'] <= 0, $a['price'], $a['id']] <=> [! $b['active'], $b['stock'] <= 0, $b['price'], $b['id']]);
        $first = static function (string $list) use ($members): ?int {
            foreach ($members as $member) {
                if ($member['active'] && $member[$list] === true) {
                    return $member['id'];
                }
            }

            return null;
        };
        $listed = $members[0];
        $choice = ['listed' => $listed['id'], 'discounted' => $first('discounted'), 'new' => $first('new'), 'values' => []];
        if (! $listed['active']) {
            return $choice;
        }
        $seen = [];
        foreach ($listed['specs'] as $value) {
            $seen[$value[0].':'.$value[1].':'.$value[2]] = true;
            $choice['values'][] = $value;
        }
        foreach ($members as $member) {
            if (! $member['active'] || $member['id'] === $listed['id']) {
                continue;
            }
            foreach ($member['options'] as $value) {
                if (! isset($seen[$value[0].':'.$value[1].':'.$value[2]])) {
                    $seen[$value[0].':'.$value[1].':'.$value[2]] = true;
                    $choice['values'][] = $value;
                }
            }
        }

        return $choice;
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
