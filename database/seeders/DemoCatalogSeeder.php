<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Enums\StockPlaceKind;
use App\Models\Product;
use App\Support\Catalog\CategoryAttributes;
use Carbon\CarbonImmutable;
use Database\Seeders\Demo\Attributes;
use Database\Seeders\Demo\CategoryTree;
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
 */
final class DemoCatalogSeeder extends Seeder
{
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

    /** @var array<string, true> */
    private array $slugs = [];

    private int $productCount = 0;

    public function run(): void
    {
        $this->random = new Randomizer(new Mt19937(20261122));
        $this->warehouseRandom = new Randomizer(new Mt19937(20261124));
        $this->clock = CarbonImmutable::now();
        $now = $this->clock->toDateTimeString();

        DB::transaction(function () use ($now): void {
            $this->seedStores($now);
            $this->seedAttributes($now);
            $this->seedCategories($now);
            CategoryAttributes::addMissingFromProducts();
        });
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
                'is_filterable' => true,
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

            foreach ($root['children'] as $subSort => $sub) {
                $subId = $this->insertCategory($rootId, 1, $sub['slug'], $sub, $root['icon'], $subSort, null, $now);
                if (isset($sub['kind'])) {
                    $this->seedProducts($sub['kind'], $rootId, $subId, $subId, $now);
                }

                foreach ($sub['children'] as $leafSort => $leaf) {
                    $leafId = $this->insertCategory($subId, 2, $leaf['slug'], $leaf, $root['icon'], $leafSort, null, $now);
                    $this->seedProducts($leaf['kind'], $rootId, $subId, $leafId, $now);
                }
            }
        }
    }

    /**
     * @param  array{ro: string, ru: string}  $names
     * @param  array{name: array{ro: string, ru: string}, font_color: string, bg_color: string}|null  $label
     */
    private function insertCategory(?int $parentId, int $depth, string $slug, array $names, string $icon, int $sort, ?array $label, string $now): int
    {
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
        $family = ProductFamilies::all()[$kind];
        $count = 9 + ($categoryId % 6);

        for ($i = 0; $i < $count; $i++) {
            $brand = $this->pick(array_keys($family['models']));
            $model = $this->pick($family['models'][$brand]);
            $specs = $this->pickSpecs($family['specs']);
            $suffix = $this->nameSuffix($specs);
            $nameRo = trim("{$family['ro']} {$brand} {$model} {$suffix}");
            $nameRu = trim("{$family['ru']} {$brand} {$model} {$suffix}");

            $price = $this->roundPrice($this->random->getInt($family['price'][0], $family['price'][1]));
            $oldPrice = $this->random->getInt(1, 100) <= 30
                ? $this->roundPrice((int) ($price * $this->random->getInt(110, 135) / 100))
                : null;

            $productId = DB::table('products')->insertGetId([
                'slug' => $this->uniqueSlug($nameRo),
                'sku' => sprintf('%s-%05d', strtoupper(substr(str_replace('-', '', $kind), 0, 3)), ++$this->productCount),
                'name' => self::json(['ro' => $nameRo, 'ru' => $nameRu]),
                'description' => self::json($this->description($family, $brand, $model)),
                'brand_id' => $this->brandId($brand, $now),
                'category_id' => $categoryId,
                'category_root_id' => $rootId,
                'category_sub_id' => $subId,
                'price' => $price * 100,
                'old_price' => $oldPrice === null ? null : $oldPrice * 100,
                'discount_percent' => Product::discountPercent($price * 100, $oldPrice === null ? null : $oldPrice * 100),
                'stock_total' => 0,
                'is_new' => $this->random->getInt(1, 100) <= 18,
                'is_popular' => $this->random->getInt(1, 100) <= 22,
                'popularity' => $this->random->getInt(0, 1000),
                // Spread over the last three months, so "newest" mixes the categories.
                'created_at' => $this->clock->subMinutes($this->random->getInt(0, 90 * 24 * 60))->toDateTimeString(),
                'updated_at' => $now,
            ]);

            DB::table('product_images')->insert([
                'product_id' => $productId,
                'key' => "images/products/{$kind}.svg",
                'sort' => 0,
                'alt' => self::json(['ro' => $nameRo, 'ru' => $nameRu]),
                'created_at' => $now,
                'updated_at' => $now,
            ]);
            $this->seedStock($productId);
            $this->seedSpecs($productId, $specs);
        }
    }

    private function seedStock(int $productId): void
    {
        // About one product in twelve is sold out everywhere; the rest are spread over some of the stores, and most of
        // those also have units in the warehouse.
        $soldOut = $this->random->getInt(1, 12) === 1;
        $rows = [];
        $total = 0;
        foreach ($this->stores as $storeId) {
            $quantity = $soldOut || $this->random->getInt(1, 100) > 60 ? 0 : $this->random->getInt(1, 12);
            if ($quantity > 0) {
                $rows[] = ['product_id' => $productId, 'store_id' => $storeId, 'quantity' => $quantity];
                $total += $quantity;
            }
        }

        if ($total > 0 && $this->warehouseRandom->getInt(1, 100) <= 70) {
            $quantity = $this->warehouseRandom->getInt(1, 40);
            $rows[] = ['product_id' => $productId, 'store_id' => $this->warehouse, 'quantity' => $quantity];
            $total += $quantity;
        }

        DB::table('product_stock')->insert($rows);
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

    /**
     * @param  array<string, list<string|int|float>>  $specs
     * @return array<string, string|int|float>
     */
    private function pickSpecs(array $specs): array
    {
        $picked = [];
        foreach ($specs as $code => $values) {
            $isRange = count($values) === 3 && array_filter($values, 'is_int') === $values && $values[0] < $values[1];
            $picked[$code] = $isRange
                ? $values[0] + $values[2] * $this->random->getInt(0, intdiv($values[1] - $values[0], max(1, $values[2])))
                : $this->pick($values);
        }

        return $picked;
    }

    /**
     * @param  array<string, string|int|float>  $specs
     */
    private function nameSuffix(array $specs): string
    {
        if (isset($specs['ram'], $specs['storage'])) {
            return strtoupper(str_replace('-gb', '', (string) $specs['ram'])).'/'.strtoupper(str_replace('-', '', (string) $specs['storage']));
        }
        if (isset($specs['screen_size']) && $specs['screen_size'] >= 20) {
            return $specs['screen_size'].'"';
        }

        return isset($specs['storage']) ? strtoupper(str_replace('-', '', (string) $specs['storage'])) : '';
    }

    /**
     * @param  array{ro: string, ru: string}  $family
     * @return array{ro: string, ru: string}
     */
    private function description(array $family, string $brand, string $model): array
    {
        return [
            'ro' => "{$family['ro']} {$brand} {$model}: model original cu garanție oficială de 24 de luni. Livrare în toată Moldova, ridicare din magazin sau cumpărare în rate.",
            'ru' => "{$family['ru']} {$brand} {$model}: оригинальная модель с официальной гарантией 24 месяца. Доставка по всей Молдове, самовывоз из магазина или покупка в кредит.",
        ];
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

    /** Shop prices end in 99 lei: 12 999, 4 499, 899. */
    private function roundPrice(int $lei): int
    {
        return max(99, (int) (ceil(($lei + 1) / 100) * 100) - 1);
    }

    /**
     * @template T
     *
     * @param  list<T>  $values
     * @return T
     */
    private function pick(array $values): mixed
    {
        return $values[$this->random->getInt(0, count($values) - 1)];
    }

    private static function json(mixed $value): string
    {
        return json_encode($value, JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
    }
}
