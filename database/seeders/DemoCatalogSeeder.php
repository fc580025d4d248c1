<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Enums\StockPlaceKind;
use App\Infrastructure\Images\ImageStore;
use App\Models\Product;
use App\Services\Catalog\CategoryAttributes;
use App\Services\Families\FamilyListing;
use Carbon\CarbonImmutable;
use Database\Seeders\Demo\Attributes;
use Database\Seeders\Demo\CategoryTree;
use Database\Seeders\Demo\DemoDescriptions;
use Database\Seeders\Demo\DemoModel;
use Database\Seeders\Demo\DemoPictures;
use Database\Seeders\Demo\ModelConfigurations;
use Database\Seeders\Demo\ProductFamilies;
use Database\Seeders\Demo\Stores;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Random\Engine\Mt19937;
use Random\Randomizer;

/**
 * The demo catalogue: the same categories, stores, warehouse and products (with specs, prices and stock) on every run.
 * A product's total is the sum of its places (docs/stock.md).
 *
 * The products of one model line in one category are the variants of a product family (docs/variants.md), told apart
 * by the specs that differ among them (storage, memory, the kind's size, colour); a product alone in its line has no
 * family. A smartphone family also gets its model's other real configurations in each of its colours
 * (ModelConfigurations), so the shop shows a full switcher.
 */
final class DemoCatalogSeeder extends Seeder
{
    private const VIEWS_RO = ['vedere din față', 'vedere din unghi', 'detaliu', 'în interior', 'cu ambalajul'];

    private const VIEWS_RU = ['вид спереди', 'вид под углом', 'деталь', 'в интерьере', 'с упаковкой'];

    private Randomizer $random;

    private CarbonImmutable $clock;

    /** @var array<string, array{id: int, type: string, options: array<string, int>}> */
    private array $attributes = [];

    /** @var array<string, int> */
    private array $brands = [];

    /** @var list<int> */
    private array $stores = [];

    private int $warehouse = 0;

    /** The warehouse's stock draws from its own stream, so the stores' stock is what it was before there was one. */
    private Randomizer $warehouseRandom;

    /**
     * The added configurations of a family (stock, old price) draw from their own stream too, so every product seeded
     * before there were families keeps its price, stock and slug.
     */
    private Randomizer $variantRandom;

    /** The kinds whose families get every configuration and colour their model was sold in. */
    private const FULL_FAMILY_KINDS = ['smartphone'];

    /** The specs that may tell a family's variants apart, in the switcher's order (the kind's own size goes before colour). */
    private const OPTION_ORDER = ['storage', 'ram'];

    /**
     * The products of each model line, by category and line, in the order they were seeded.
     *
     * @var array<string, array{kind: string, line: int, root: int, sub: int, category: int, brand: int, variants: list<array{id: int, model: DemoModel, flags: array{is_new: bool, is_popular: bool, popularity: int, created_at: string}}>}>
     */
    private array $lines = [];

    /** @var list<int> */
    private array $familyIds = [];

    /** @var array<string, true> */
    private array $slugs = [];

    private int $productCount = 0;

    /** Categories inserted so far: a category's place in the tree, its id on a fresh database whatever the driver. */
    private int $categoryCount = 0;

    /** @var array<string, array<string, mixed>> */
    private array $families = [];

    /** @var array<string, array{ro: string, ru: string, type: string, unit: string|null, options: array<string, array{ro: string, ru: string}>}> */
    private array $labels = [];

    /** @var array<int, DemoModel> the models whose pictures are stored after the products, by product id */
    private array $pictures = [];

    /** @var array<int, array{slug: string, kind: string}> each category's slug and the kind of its first products */
    private array $tiles = [];

    public function run(): void
    {
        $this->random = new Randomizer(new Mt19937(20261122));
        $this->warehouseRandom = new Randomizer(new Mt19937(20261124));
        $this->variantRandom = new Randomizer(new Mt19937(20261129));
        $this->clock = CarbonImmutable::now();
        $now = $this->clock->toDateTimeString();

        DB::transaction(function () use ($now): void {
            $this->seedStores($now);
            $this->seedAttributes($now);
            $this->seedCategories($now);
            $this->seedOtherConfigurations($now);
            $this->seedFamilies($now);
            CategoryAttributes::addMissingFromProducts();
            $this->seedPictures($now);
        });
        // Each family's listed variant (in stock, cheapest) and the option values of the others, for the listings.
        FamilyListing::refresh($this->familyIds);
    }

    private function seedStores(string $now): void
    {
        foreach (Stores::all() as $sorted => $store) {
            $this->stores[] = $this->insertPlace($store, StockPlaceKind::Store, ($sorted + 1) * 10, $now);
        }
        $this->warehouse = $this->insertPlace(Stores::warehouse(), StockPlaceKind::Warehouse, 0, $now);
    }

    /**
     * @param  array{slug: string, name: array{ro: string, ru: string}, city: array{ro: string, ru: string}, address: array{ro: string, ru: string}, phones: list<string>, hours: array<int, array{0: string, 1: string}|null>, latitude: float, longitude: float}  $store
     */
    private function insertPlace(array $store, StockPlaceKind $kind, int $sorted, string $now): int
    {
        return DB::table('stores')->insertGetId([
            'kind' => $kind->value,
            'slug' => $store['slug'],
            'name' => self::json($store['name']),
            'city' => self::json($store['city']),
            'address' => self::json($store['address']),
            'phones' => self::json($store['phones']),
            'hours' => self::json($store['hours']),
            'latitude' => $store['latitude'],
            'longitude' => $store['longitude'],
            'sorted' => $sorted,
            'created_at' => $now,
            'updated_at' => $now,
        ]);
    }

    private function seedAttributes(string $now): void
    {
        $sort = 0;
        foreach (Attributes::all() as $code => $attribute) {
            $id = DB::table('attributes')->insertGetId([
                'code' => $code,
                'name' => self::json(['ro' => $attribute['ro'], 'ru' => $attribute['ru']]),
                'section' => self::json($attribute['section']),
                'type' => $attribute['type'],
                'unit' => $attribute['unit'] ?? null,
                'is_filterable' => $attribute['filterable'] ?? true,
                'sort' => $sort += 10,
                'created_at' => $now,
                'updated_at' => $now,
            ]);

            $options = [];
            foreach ($attribute['options'] ?? [] as $position => [$slug, $ro, $ru]) {
                $options[$slug] = DB::table('attribute_options')->insertGetId([
                    'attribute_id' => $id,
                    'slug' => $slug,
                    'value' => self::json(['ro' => $ro, 'ru' => $ru]),
                    'sort' => $position,
                    'swatch' => $attribute['options'][$position][3] ?? null,
                ]);
            }

            $this->attributes[$code] = ['id' => $id, 'type' => $attribute['type'], 'options' => $options];
        }
    }

    private function seedCategories(string $now): void
    {
        foreach (CategoryTree::nodes() as $rootSort => $root) {
            $label = isset($root['label']) ? [
                'name' => ['ro' => $root['label']['ro'], 'ru' => $root['label']['ru']],
                'font_color' => $root['label']['font_color'],
                'bg_color' => $root['label']['bg_color'],
            ] : null;
            $rootId = $this->insertCategory(null, 0, $root['slug'], $root, $root['icon'], $rootSort, $label, $now);
            $this->tiles[$rootId] = ['slug' => $root['slug'], 'kind' => self::firstKind($root)];

            foreach ($root['children'] as $subSort => $sub) {
                $subId = $this->insertCategory($rootId, 1, $sub['slug'], $sub, $root['icon'], $subSort, null, $now);
                $this->tiles[$subId] = ['slug' => $sub['slug'], 'kind' => self::firstKind($sub)];
                if (isset($sub['kind'])) {
                    $this->seedProducts($sub['kind'], $rootId, $subId, $subId, $now);
                }

                foreach ($sub['children'] as $leafSort => $leaf) {
                    $leafId = $this->insertCategory($subId, 2, $leaf['slug'], $leaf, $root['icon'], $leafSort, null, $now);
                    $this->tiles[$leafId] = ['slug' => $leaf['slug'], 'kind' => $leaf['kind']];
                    $this->seedProducts($leaf['kind'], $rootId, $subId, $leafId, $now);
                }
            }
        }
    }

    /**
     * @param  array<string, mixed>  $node
     */
    private static function firstKind(array $node): string
    {
        if (isset($node['kind']) && is_string($node['kind'])) {
            return $node['kind'];
        }
        /** @var list<array<string, mixed>> $children */
        $children = $node['children'];

        return self::firstKind($children[0]);
    }

    /**
     * Drawn pictures: 3–5 per product, a wordmark per brand, a tile per category. Pictures already in the media store
     * (same content, same key) are reused, so only the first seeding on a machine draws them.
     */
    private function seedPictures(string $now): void
    {
        $pictures = new DemoPictures(app(ImageStore::class));
        $pictures->products(array_values($this->pictures));
        $rows = [];
        foreach ($this->pictures as $productId => $model) {
            foreach (DemoPictures::keys($model) as $sort => $key) {
                $rows[] = [
                    'product_id' => $productId,
                    'key' => $key,
                    'sort' => $sort,
                    'width' => DemoPictures::STORED_WIDTH,
                    'height' => DemoPictures::STORED_HEIGHT,
                    'alt' => self::json(['ro' => $model->name['ro'].' — '.self::VIEWS_RO[$sort], 'ru' => $model->name['ru'].' — '.self::VIEWS_RU[$sort]]),
                    'created_at' => $now,
                    'updated_at' => $now,
                ];
            }
        }
        foreach (array_chunk($rows, 200) as $chunk) {
            DB::table('product_images')->insert($chunk);
        }
        foreach ($this->brands as $name => $id) {
            DB::table('brands')->where('id', $id)->update(['logo' => $pictures->brand($name)]);
        }
        foreach ($this->tiles as $id => $tile) {
            $family = $this->families[$tile['kind']] ?? ProductFamilies::all()[$tile['kind']];
            DB::table('categories')->where('id', $id)->update(['image' => $pictures->category($tile['slug'], (string) $family['shape'], (string) $family['colors'][0])]);
        }
    }

    /**
     * @param  array{ro: string, ru: string}  $names
     * @param  array{name: array{ro: string, ru: string}, font_color: string, bg_color: string}|null  $label
     */
    private function insertCategory(?int $parentId, int $depth, string $slug, array $names, string $icon, int $sort, ?array $label, string $now): int
    {
        $this->categoryCount++;

        return DB::table('categories')->insertGetId([
            'parent_id' => $parentId,
            'depth' => $depth,
            'slug' => $slug,
            'name' => self::json(['ro' => $names['ro'], 'ru' => $names['ru']]),
            'icon' => $icon,
            'sort' => ($sort + 1) * 10,
            'label' => $label === null ? null : self::json($label),
            'created_at' => $now,
            'updated_at' => $now,
        ]);
    }

    private function seedProducts(string $kind, int $rootId, int $subId, int $categoryId, string $now): void
    {
        $family = $this->families[$kind] ??= ProductFamilies::all()[$kind];
        // By the category's place, not its id: PostgreSQL does not hand out the ids of rolled-back rows again, so ids
        // differ between tests while the demo catalogue must not.
        $count = 9 + ($this->categoryCount % 6);

        foreach (array_slice(self::models($family, $kind), 0, $count) as [$lineIndex, $variant]) {
            $model = DemoModel::make($family, $lineIndex, $variant, $kind);
            $price = $model->price;
            // About three models in ten are on sale (Black Friday shows the 40 biggest discounts among them).
            $oldPrice = $this->random->getInt(1, 100) <= 30
                ? DemoModel::round((int) ($price * $this->random->getInt(110, 130) / 100))
                : null;
            $sku = $this->nextSku($kind);
            $brandId = $this->brandId($model->brand, $now);
            $flags = [
                'is_new' => $this->random->getInt(1, 100) <= 18,
                'is_popular' => $this->random->getInt(1, 100) <= 22,
                'popularity' => $this->random->getInt(0, 1000),
                // Spread over the last three months, so "newest" mixes the categories.
                'created_at' => $this->clock->subMinutes($this->random->getInt(0, 90 * 24 * 60))->toDateTimeString(),
            ];

            $productId = $this->insertProduct($model, $sku, $brandId, [$rootId, $subId, $categoryId], $price, $oldPrice, $flags, $now);
            $this->lines[$categoryId.'|'.$lineIndex] ??= ['kind' => $kind, 'line' => $lineIndex, 'root' => $rootId, 'sub' => $subId, 'category' => $categoryId, 'brand' => $brandId, 'variants' => []];
            $this->lines[$categoryId.'|'.$lineIndex]['variants'][] = ['id' => $productId, 'model' => $model, 'flags' => $flags];

            $this->pictures[$productId] = $model;
            $this->seedStock($productId, $this->random, $this->warehouseRandom);
            $this->seedSpecs($productId, $model->specs);
        }
    }

    /**
     * @param  array{0: int, 1: int, 2: int}  $categories  the root, sub and leaf category
     * @param  array{is_new: bool, is_popular: bool, popularity: int, created_at: string}  $flags
     */
    private function insertProduct(DemoModel $model, string $sku, int $brandId, array $categories, int $price, ?int $oldPrice, array $flags, string $now): int
    {
        [$rootId, $subId, $categoryId] = $categories;

        return DB::table('products')->insertGetId([
            'slug' => $this->uniqueSlug($model->name['ro']),
            'sku' => $sku,
            'name' => self::json($model->name),
            'description' => self::json(DemoDescriptions::for($model, $this->attributeLabels())),
            'brand_id' => $brandId,
            'category_id' => $categoryId,
            'category_root_id' => $rootId,
            'category_sub_id' => $subId,
            'price' => $price * 100,
            'old_price' => $oldPrice === null ? null : $oldPrice * 100,
            'discount_percent' => Product::discountPercent($price * 100, $oldPrice === null ? null : $oldPrice * 100),
            'stock_total' => 0,
            'is_new' => $flags['is_new'],
            'is_popular' => $flags['is_popular'],
            'popularity' => $flags['popularity'],
            'created_at' => $flags['created_at'],
            'updated_at' => $now,
        ]);
    }

    private function nextSku(string $kind): string
    {
        return sprintf('%s-%05d', strtoupper(substr(str_replace('-', '', $kind), 0, 3)), ++$this->productCount);
    }

    /**
     * A smartphone family's other configurations in each colour its model came in (a configuration with a colour of
     * its own only in that one), after every category's products, so that these keep their ids and SKUs. An added
     * variant is the same phone as its family's: it takes the flags and popularity of the seeded variant of its
     * configuration (else the line's first), its price from the table like every configuration, and its old price and
     * stock from its own stream.
     */
    private function seedOtherConfigurations(string $now): void
    {
        foreach ($this->lines as $key => $line) {
            if (! in_array($line['kind'], self::FULL_FAMILY_KINDS, true)) {
                continue;
            }
            $family = $this->families[$line['kind']];
            $first = $line['variants'][0]['model'];
            $configured = ModelConfigurations::for($line['kind'], $first->brand, $first->series);
            if ($configured === null) {
                continue;
            }
            $seeded = [];
            foreach ($line['variants'] as $variant) {
                $seeded[$variant['model']->name['ro']] = $variant;
            }
            foreach ($configured['configs'] as $configIndex => $config) {
                $sibling = null;
                foreach ($line['variants'] as $variant) {
                    if ($variant['model']->variant === $configIndex) {
                        $sibling ??= $variant;
                    }
                }
                $colors = isset($config['color']) ? [null] : array_keys($configured['colors']);
                foreach ($colors as $colorIndex) {
                    $model = DemoModel::make($family, $line['line'], $configIndex, $line['kind'], $colorIndex);
                    if (isset($seeded[$model->name['ro']])) {
                        continue;
                    }
                    $price = $model->price;
                    $oldPrice = $this->variantRandom->getInt(1, 100) <= 30
                        ? DemoModel::round((int) ($price * $this->variantRandom->getInt(110, 130) / 100))
                        : null;
                    $flags = ($sibling ?? $line['variants'][0])['flags'];
                    $productId = $this->insertProduct($model, $this->nextSku($line['kind']), $line['brand'], [$line['root'], $line['sub'], $line['category']], $price, $oldPrice, $flags, $now);
                    $this->lines[$key]['variants'][] = ['id' => $productId, 'model' => $model, 'flags' => $flags];
                    $seeded[$model->name['ro']] = true;

                    $this->pictures[$productId] = $model;
                    $this->seedStock($productId, $this->variantRandom, $this->variantRandom);
                    $this->seedSpecs($productId, $model->specs);
                }
            }
        }
    }

    /**
     * A family for every line with more than one product in its category: named as the line (type, brand, series;
     * with the model code where two lines of a kind share brand and series), its options the specs that differ among
     * its variants, storage and memory first, then the kind's own size, colour last.
     */
    private function seedFamilies(string $now): void
    {
        $slugs = [];
        foreach ($this->lines as $line) {
            if (count($line['variants']) < 2) {
                continue;
            }
            $family = $this->families[$line['kind']];
            /** @var array{attribute: string} $variantAttribute */
            $variantAttribute = $family['variant'];
            $codes = array_values(array_unique([...self::OPTION_ORDER, $variantAttribute['attribute'], 'color']));
            $options = array_values(array_filter($codes, static function (string $code) use ($line): bool {
                $values = array_map(static fn (array $variant): string => (string) ($variant['model']->specs[$code] ?? ''), $line['variants']);

                return count(array_unique($values)) > 1;
            }));

            $first = $line['variants'][0]['model'];
            $name = $first->lineName();
            /** @var list<array{0: string, 1: string, 2: string}> $familyLines */
            $familyLines = $family['lines'];
            $namesakes = array_filter($familyLines, static fn (array $other): bool => $other[0] === $first->brand && $other[1] === $first->series);
            if (count($namesakes) > 1) {
                $code = rtrim(str_replace('{v}', '', $familyLines[$line['line']][2]), '-');
                $name = ['ro' => $name['ro'].' '.$code, 'ru' => $name['ru'].' '.$code];
            }
            $base = Str::slug($name['ro']);
            $slug = $base;
            for ($n = 2; isset($slugs[$slug]); $n++) {
                $slug = $base.'-'.$n;
            }
            $slugs[$slug] = true;

            $familyId = DB::table('product_families')->insertGetId([
                'slug' => $slug,
                'name' => self::json($name),
                'brand_id' => $line['brand'],
                'category_id' => $line['category'],
                'created_at' => $now,
                'updated_at' => $now,
            ]);
            DB::table('product_family_options')->insert(array_map(fn (string $code, int $position): array => [
                'family_id' => $familyId,
                'attribute_id' => $this->attributes[$code]['id'],
                'position' => $position,
            ], $options, array_keys($options)));
            DB::table('products')->whereIn('id', array_column($line['variants'], 'id'))->update(['family_id' => $familyId]);
            $this->familyIds[] = $familyId;
        }
    }

    /**
     * Every model of a family (a line in one variant or configuration), in an order that mixes brands and sizes, the
     * same on every run.
     *
     * @param  array<string, mixed>  $family
     * @return list<array{0: int, 1: int}>
     */
    public static function models(array $family, string $kind): array
    {
        /** @var list<mixed> $familyLines */
        $familyLines = $family['lines'];
        $counts = array_map(fn (int $line): int => DemoModel::variants($family, $line, $kind), array_keys($familyLines));
        $models = [];
        for ($round = 0; $round < max([0, ...$counts]); $round++) {
            foreach ($counts as $line => $count) {
                if ($round < $count) {
                    $models[] = [$line, ($round + $line) % $count];
                }
            }
        }

        return $models;
    }

    /**
     * Option labels and units of every attribute, for the descriptions.
     *
     * @return array<string, array{ro: string, ru: string, type: string, unit: string|null, options: array<string, array{ro: string, ru: string}>}>
     */
    private function attributeLabels(): array
    {
        if ($this->labels !== []) {
            return $this->labels;
        }
        foreach (Attributes::all() as $code => $attribute) {
            $options = [];
            foreach ($attribute['options'] ?? [] as [$slug, $ro, $ru]) {
                $options[$slug] = ['ro' => $ro, 'ru' => $ru];
            }
            $this->labels[$code] = ['ro' => $attribute['ro'], 'ru' => $attribute['ru'], 'type' => $attribute['type'], 'unit' => $attribute['unit'] ?? null, 'options' => $options];
        }

        return $this->labels;
    }

    private function seedStock(int $productId, Randomizer $random, Randomizer $warehouseRandom): void
    {
        // About one product in twelve is sold out everywhere; the rest are spread over some of the stores, and most of
        // those also have units in the warehouse.
        $soldOut = $random->getInt(1, 12) === 1;
        $rows = [];
        $total = 0;
        foreach ($this->stores as $storeId) {
            $quantity = $soldOut || $random->getInt(1, 100) > 60 ? 0 : $random->getInt(1, 12);
            if ($quantity > 0) {
                $rows[] = ['product_id' => $productId, 'store_id' => $storeId, 'quantity' => $quantity];
                $total += $quantity;
            }
        }

        if ($total > 0 && $warehouseRandom->getInt(1, 100) <= 70) {
            $quantity = $warehouseRandom->getInt(1, 40);
            $rows[] = ['product_id' => $productId, 'store_id' => $this->warehouse, 'quantity' => $quantity];
            $total += $quantity;
        }

        DB::table('product_stock')->insert($rows);
        // The shelves open each place's movement history (docs/stock.md: the movements add up to the shelf).
        DB::table('stock_movements')->insert(array_map(static fn (array $row): array => [...$row, 'reason' => 'opening'], $rows));
        DB::table('products')->where('id', $productId)->update(['stock_total' => $total]);
    }

    /**
     * @param  array<string, string|int|float>  $specs
     */
    private function seedSpecs(int $productId, array $specs): void
    {
        $rows = [];
        foreach ($specs as $code => $value) {
            $attribute = $this->attributes[$code];
            $isNumber = $attribute['type'] === 'number';
            $rows[] = [
                'product_id' => $productId,
                'attribute_id' => $attribute['id'],
                'attribute_option_id' => $isNumber ? null : $attribute['options'][(string) $value],
                'number_value' => $isNumber ? $value : null,
            ];
        }

        DB::table('product_attribute_values')->insert($rows);
    }

    private function brandId(string $name, string $now): int
    {
        return $this->brands[$name] ??= DB::table('brands')->insertGetId([
            'name' => $name,
            'slug' => Str::slug($name),
            'created_at' => $now,
            'updated_at' => $now,
        ]);
    }

    private function uniqueSlug(string $name): string
    {
        $base = Str::slug($name);
        $slug = $base;
        for ($n = 2; isset($this->slugs[$slug]); $n++) {
            $slug = $base.'-'.$n;
        }
        $this->slugs[$slug] = true;

        return $slug;
    }

    private static function json(mixed $value): string
    {
        return json_encode($value, JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
    }
}
