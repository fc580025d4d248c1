<?php

declare(strict_types=1);

namespace Tests\Feature\Seeders;

use App\Infrastructure\Images\ImageStore;
use App\Models\Promotion;
use Database\Seeders\DatabaseSeeder;
use Database\Seeders\Demo\CategoryTree;
use Database\Seeders\Demo\DemoModel;
use Database\Seeders\Demo\ModelConfigurations;
use Database\Seeders\Demo\ProductFamilies;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The demo catalogue reads like a real shop's: distinct models, sensible prices, specs that agree with the names; phones,
 * tablets, laptops and consoles only in the configurations, colours and price ranges their models were sold in
 * (ModelConfigurations), every model with its own size, weight and release year.
 */
final class DemoCatalogTest extends TestCase
{
    /** @var list<array{id: int, name: string, price: int, kind: string, category_id: int, family_id: int|null, model_key: string, model: array<string, mixed>|null, year: int, specs: array<string, string>, line_specs: array<string, string|int|float>}>|null */
    private ?array $products = null;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function every_product_is_a_distinct_model_with_its_own_sku(): void
    {
        $products = DB::table('products')->get(['name', 'sku']);
        $this->assertGreaterThan(450, $products->count());
        foreach (['ro', 'ru'] as $locale) {
            $names = $products->map(fn (object $p): string => json_decode((string) $p->name, true)[$locale]);
            $this->assertSame($names->count(), $names->unique()->count(), "duplicate {$locale} names: ".$names->duplicates()->implode(', '));
            $this->assertSame(0, $names->filter(fn (string $n): bool => preg_match('/\b(\p{L}{2,}) \1\b/u', $n) === 1)->count(), 'a word said twice in a name');
        }
        $this->assertSame($products->count(), $products->pluck('sku')->unique()->count());
    }

    #[Test]
    public function a_bigger_or_better_model_of_a_series_costs_more_and_prices_stay_in_the_market_range(): void
    {
        $prices = $this->byName('price');
        $checked = 0;
        foreach ($this->seededKinds() as $kind) {
            if (in_array($kind, ModelConfigurations::KINDS, true)) {
                continue;
            }
            $family = ProductFamilies::all()[$kind];
            foreach (array_keys($family['lines']) as $line) {
                $series = collect(range(0, DemoModel::variants($family, $line, $kind) - 1))
                    ->map(fn (int $variant): DemoModel => DemoModel::make($family, $line, $variant, $kind))
                    ->filter(fn (DemoModel $model): bool => isset($prices[$model->name['ro']]))
                    ->map(fn (DemoModel $model): int => (int) $prices[$model->name['ro']])
                    ->values();
                for ($i = 1; $i < $series->count(); $i++) {
                    $this->assertGreaterThan($series[$i - 1], $series[$i], "{$kind} line {$line}: a bigger variant costs more");
                    $checked++;
                }
                foreach ($series as $price) {
                    $this->assertGreaterThanOrEqual($family['price'][0] * 100, $price);
                    $this->assertLessThanOrEqual(DemoModel::round((int) ($family['price'][1] * 1.05)) * 100, $price);
                }
            }
        }
        $this->assertGreaterThan(120, $checked);

        // An old price is always above the price, and every Black Friday product carries one.
        $this->assertSame(0, DB::table('products')->whereNotNull('old_price')->whereColumn('old_price', '<=', 'price')->count());
        $blackFriday = DB::table('promotion_product')->join('promotions', 'promotions.id', '=', 'promotion_product.promotion_id')
            ->where('promotions.slug', 'black-friday')->pluck('product_id');
        $this->assertGreaterThan(40, $blackFriday->count());
        $this->assertSame(0, DB::table('products')->whereIn('id', $blackFriday)->whereNull('old_price')->count());
    }

    #[Test]
    public function old_prices_only_where_a_running_promotion_applies(): void
    {
        $running = Promotion::scopeRunning(Promotion::query())->pluck('id');
        $inRunning = DB::table('promotion_product')->whereIn('promotion_id', $running)->distinct()->pluck('product_id')->flip();
        $discounted = DB::table('products')->whereNotNull('old_price')->pluck('id');
        $this->assertGreaterThan(60, $discounted->count());
        $this->assertSame([], $discounted->reject(fn (int $id): bool => $inRunning->has($id))->values()->all(), 'products with an old price outside every running promotion');
        $this->assertSame(DB::table('products')->where('discount_percent', '>', 0)->count(), $discounted->count());

        // Besides Black Friday, the discounted televisions, phones and kitchen appliances have a running promotion of their own.
        $themed = ['reduceri-la-televizoare' => 'televizoare', 'saptamana-smartphone-urilor' => 'telefoane-si-gadgeturi', 'bucataria-la-pret-redus' => 'tehnica-de-bucatarie'];
        foreach ($themed as $slug => $categorySlug) {
            $promotion = Promotion::scopeRunning(Promotion::query())->where('slug', $slug)->firstOrFail();
            $category = (int) DB::table('categories')->where('slug', $categorySlug)->value('id');
            $expected = DB::table('products')->whereNotNull('old_price')
                ->where(fn ($q) => $q->where('category_root_id', $category)->orWhere('category_sub_id', $category))->orderBy('id')->pluck('id')->all();
            $this->assertNotEmpty($expected, $slug);
            $this->assertSame($expected, DB::table('promotion_product')->where('promotion_id', $promotion->id)->orderBy('product_id')->pluck('product_id')->all(), $slug);
            $this->assertFileExists(public_path("images/promotions/{$slug}.svg"));
        }
    }

    #[Test]
    public function every_phone_tablet_laptop_and_console_is_a_configuration_its_model_was_sold_in_at_its_market_price(): void
    {
        $checked = 0;
        foreach ($this->seededProducts() as $product) {
            if (! in_array($product['kind'], ModelConfigurations::KINDS, true)) {
                continue;
            }
            $name = $product['name'];
            $model = $product['model'];
            $this->assertNotNull($model, "{$name}: a model of the table of real configurations");
            $specs = $product['specs'];
            $lineRam = $product['line_specs']['ram'] ?? null;
            $config = collect($model['configs'])->first(fn (array $c): bool => $c['storage'] === $specs['storage'] && ($c['ram'] ?? $lineRam) === ($specs['ram'] ?? null));
            $this->assertNotNull($config, "{$name}: {$specs['storage']} with ".($specs['ram'] ?? 'its').' RAM was sold');
            $colors = isset($config['color']) ? [$config['color']] : $model['colors'];
            $color = collect($colors)->first(fn (array $c): bool => $c[0] === $specs['color']);
            $this->assertNotNull($color, "{$name}: the model came in {$specs['color']}");
            if ($color[1] !== null) {
                $this->assertStringEndsWith(' '.$color[1], $name, 'the maker\'s colour is in the name');
            }
            $this->assertGreaterThanOrEqual($config['price'][0] * 100, $product['price'], "{$name}: within the market's range");
            $this->assertLessThanOrEqual($config['price'][1] * 100, $product['price'], "{$name}: within the market's range");
            $checked++;
        }
        $this->assertGreaterThan(70, $checked);

        // The issue's own example: no 128 GB iPhone 16 Pro Max, and the 256 GB one costs 25 000 lei and more.
        $proMax = DB::table('products')->where('name->ro', 'like', 'Smartphone Apple iPhone 16 Pro Max %')->pluck('price', 'name');
        $this->assertNotEmpty($proMax);
        $this->assertSame([], $proMax->filter(fn (int $price, string $name): bool => str_contains($name, '128') || $price < 25_000_00)->all());
    }

    #[Test]
    public function more_storage_or_memory_and_a_higher_model_of_a_range_never_cost_less(): void
    {
        $byModel = collect($this->seededProducts())->filter(fn (array $p): bool => $p['model'] !== null)->groupBy('model_key');
        $pairs = 0;
        foreach ($byModel as $key => $products) {
            foreach ($products as $a) {
                foreach ($products as $b) {
                    $bigger = self::bytes($a['specs']['storage']) >= self::bytes($b['specs']['storage'])
                        && self::bytes($a['specs']['ram'] ?? '0-gb') >= self::bytes($b['specs']['ram'] ?? '0-gb');
                    if ($bigger && $a['name'] !== $b['name']) {
                        $this->assertGreaterThanOrEqual($b['price'], $a['price'], "{$a['name']} costs less than {$b['name']}");
                        $pairs++;
                    }
                }
            }
        }
        $this->assertGreaterThan(20, $pairs);

        // Within a range (iPhone 16, iPhone 16 Pro Max), the higher model at the same storage costs more.
        $ranked = collect($this->seededProducts())->filter(fn (array $p): bool => isset($p['model']['rank']));
        $ranges = 0;
        foreach ($ranked as $a) {
            foreach ($ranked as $b) {
                if ($a['model']['rank'][0] === $b['model']['rank'][0] && $a['model']['rank'][1] > $b['model']['rank'][1] && $a['specs']['storage'] === $b['specs']['storage']) {
                    $this->assertGreaterThan($b['price'], $a['price'], "{$a['name']} costs no more than {$b['name']}");
                    $ranges++;
                }
            }
        }
        $this->assertGreaterThan(5, $ranges);
    }

    #[Test]
    public function every_model_has_its_own_size_and_weight_and_the_release_year_it_came_out(): void
    {
        $thisYear = (int) now()->format('Y');
        $bodies = [];
        foreach ($this->seededProducts() as $product) {
            $specs = $product['specs'];
            $body = implode(' × ', [$specs['width'], $specs['height'], $specs['depth']]).' cm, '.$specs['weight'].' kg';
            $bodies[$body][$product['model_key']] = $product['name'];

            $year = (int) $specs['model_year'];
            $this->assertLessThanOrEqual($thisYear, $year, "{$product['name']} comes from the future");
            $this->assertSame($product['year'], $year, "{$product['name']}: the year it came out");
            if ($product['model'] !== null) {
                [$width, $height, $depth, $grams] = $product['model']['size'];
                $this->assertEqualsWithDelta([$width / 10, $height / 10, $depth / 10, $grams / 1000], [(float) $specs['width'], (float) $specs['height'], (float) $specs['depth'], (float) $specs['weight']], 0.006, "{$product['name']}: the model's own body");
            }
        }
        $shared = array_filter($bodies, fn (array $models): bool => count($models) > 1);
        $this->assertSame([], array_map(fn (array $models): string => implode(' | ', $models), $shared), 'different models with the same size and weight');
        $this->assertGreaterThan(200, count($bodies));
    }

    #[Test]
    public function specs_agree_with_the_name(): void
    {
        $specs = $this->specs();
        $tvs = 0;
        foreach ($specs as $name => $values) {
            if (str_starts_with($name, 'Televizor ')) {
                $tvs++;
                $this->assertStringEndsWith(' '.$values['screen_size'].'"', $name);
                $this->assertSame(str_contains($name, 'OLED'), $values['panel'] === 'OLED', $name);
                $this->assertSame(str_contains($name, 'QLED'), $values['panel'] === 'QLED', $name);
                $this->assertStringContainsString((int) $values['screen_size'] > 32 ? '3840×2160' : '1280×720', $values['resolution'], $name);
            }
            if (str_starts_with($name, 'Smartphone ') || str_starts_with($name, 'Tabletă ') || str_starts_with($name, 'Consolă ')) {
                $this->assertMatchesRegularExpression('~[ /]'.preg_quote($values['storage'], '~').'( |$)~u', $name);
            }
            if (str_starts_with($name, 'Monitor')) {
                $this->assertStringEndsWith(' '.$values['screen_size'].'"', $name);
            }
            if (str_starts_with($name, 'Frigider ') || str_starts_with($name, 'Cuptor cu microunde ')) {
                $this->assertStringEndsWith(' '.$values['capacity'].' L', $name);
            }
            $this->assertGreaterThanOrEqual(8, count($values), $name);
            $this->assertLessThanOrEqual(20, count($values), $name);
        }
        $this->assertGreaterThan(20, $tvs);

        // The rows sit in more than one section of the product page.
        $sections = DB::table('product_attribute_values')->join('attributes', 'attributes.id', '=', 'product_attribute_values.attribute_id')
            ->where('product_id', DB::table('products')->min('id'))->pluck('attributes.section')->unique()->count();
        $this->assertGreaterThanOrEqual(3, $sections);
    }

    #[Test]
    public function every_product_has_three_to_five_drawn_pictures_and_a_description_of_several_paragraphs(): void
    {
        $store = app(ImageStore::class);
        $counts = DB::table('product_images')->groupBy('product_id')->selectRaw('product_id, count(*) as n')->pluck('n', 'product_id');
        $this->assertSame(DB::table('products')->count(), $counts->count());
        $this->assertSame([], $counts->reject(fn (int $n): bool => $n >= 3 && $n <= 5)->all());
        $keys = DB::table('product_images')->pluck('key');
        $this->assertSame($keys->count(), $keys->unique()->count(), 'each picture is drawn for its product');
        foreach ($keys as $key) {
            foreach (['card', 'gallery', 'zoom'] as $variant) {
                $this->assertTrue($store->exists($key, $variant), "{$key} {$variant}");
            }
        }

        $descriptions = DB::table('products')->pluck('description')->map(fn (string $d): array => json_decode($d, true));
        foreach (['ro', 'ru'] as $locale) {
            $texts = $descriptions->pluck($locale);
            $this->assertSame($texts->count(), $texts->unique()->count());
            $this->assertSame([], $texts->reject(fn (string $t): bool => count(explode("\n\n", $t)) >= 3 && mb_strlen($t) > 400)->all());
        }
        $this->assertSame(0, $descriptions->pluck('ro')->filter(fn (string $t): bool => preg_match('/[şţŞŢ]|\btu\b|\bai\b/u', $t) === 1)->count());
    }

    #[Test]
    public function brands_have_logos_categories_have_pictures_and_the_home_page_shows_black_friday(): void
    {
        $store = app(ImageStore::class);
        foreach (DB::table('brands')->pluck('logo', 'name') as $name => $logo) {
            $this->assertNotNull($logo, $name);
            $this->assertTrue($store->exists((string) $logo, 'logo'), $name);
            // The wordmark fits its tile: the outermost columns of the picture are still the white ground.
            $image = imagecreatefromstring((string) ImageStore::disk()->get(Str::after($store->url((string) $logo, 'logo'), '/media/')));
            $this->assertNotFalse($image, $name);
            foreach ([0, imagesx($image) - 1] as $x) {
                for ($y = 0; $y < imagesy($image); $y += 4) {
                    $this->assertGreaterThan(0xF0, imagecolorat($image, $x, $y) & 0xFF, "{$name} is cut at the edge");
                }
            }
        }
        foreach (DB::table('categories')->pluck('image', 'slug') as $slug => $image) {
            $this->assertNotNull($image, $slug);
            $this->assertTrue($store->exists((string) $image, 'tile'), $slug);
        }

        $this->get('/')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('banners', fn ($banners): bool => collect($banners)->contains(fn (array $b): bool => str_ends_with((string) $b['link'], '/promotii/black-friday')))
            ->where('salesProducts', fn ($cards): bool => collect($cards)->every(fn (array $c): bool => $c['old_price'] > $c['price'])));
        $this->get('/promotii/black-friday')->assertOk();
    }

    #[Test]
    public function the_products_of_one_line_in_a_category_are_the_variants_of_one_family_told_apart_by_their_options(): void
    {
        $products = collect($this->seededProducts());
        $families = DB::table('product_families')->get()->keyBy('id');
        $options = DB::table('product_family_options')->join('attributes', 'attributes.id', '=', 'product_family_options.attribute_id')
            ->orderBy('position')->get(['family_id', 'code'])->groupBy('family_id')->map(fn (Collection $rows): array => $rows->pluck('code')->all());
        $this->assertGreaterThan(100, $families->count());

        // A line's products in one category share one family; a product alone in its line has none.
        foreach ($products->groupBy(fn (array $p): string => $p['category_id'].'|'.$p['model_key']) as $line => $variants) {
            $familyIds = $variants->pluck('family_id')->unique();
            $this->assertCount(1, $familyIds, "{$line}: one family");
            $this->assertSame($variants->count() > 1, $familyIds->first() !== null, "{$line}: a family only for a line of several products");
        }

        $listed = DB::table('products')->whereNotNull('family_id')->get(['id', 'family_id', 'is_active', 'is_listed', 'stock_total', 'brand_id', 'category_id'])->groupBy('family_id');
        foreach ($products->whereNotNull('family_id')->groupBy('family_id') as $familyId => $variants) {
            $family = $families[$familyId];
            $name = json_decode((string) $family->name, true)['ro'];
            $this->assertGreaterThanOrEqual(2, $variants->count(), "{$name}: at least two variants");
            foreach ($variants as $variant) {
                $this->assertStringStartsWith($name, $variant['name'], 'a variant\'s name is its family\'s and its options\'');
            }
            $rows = $listed[$familyId];
            $this->assertSame([(int) $family->brand_id], $rows->pluck('brand_id')->map(fn (mixed $id): int => (int) $id)->unique()->values()->all(), "{$name}: one brand");
            $this->assertSame([(int) $family->category_id], $rows->pluck('category_id')->map(fn (mixed $id): int => (int) $id)->unique()->values()->all(), "{$name}: one category");

            // Every option tells some variants apart, the switcher's order puts colour last, and no two variants are the same choice.
            $codes = $options[$familyId] ?? [];
            $this->assertNotEmpty($codes, "{$name}: options");
            foreach ($codes as $code) {
                $this->assertGreaterThan(1, $variants->map(fn (array $v): string => $v['specs'][$code])->unique()->count(), "{$name}: {$code} differs among its variants");
            }
            if (in_array('color', $codes, true)) {
                $this->assertSame('color', end($codes), "{$name}: colour is the last option");
            }
            $choices = $variants->map(fn (array $v): string => implode('|', array_map(fn (string $code): string => $v['specs'][$code], $codes)));
            $this->assertSame($choices->count(), $choices->unique()->count(), "{$name}: two variants with the same options: ".$choices->duplicates()->implode(', '));
            foreach (['ram', 'storage', 'color'] as $code) {
                if (! in_array($code, $codes, true)) {
                    $this->assertCount(1, $variants->map(fn (array $v): ?string => $v['specs'][$code] ?? null)->unique(), "{$name}: {$code} differs, so it is an option");
                }
            }

            // One listed variant per family with an active one: an active one, in stock when any is.
            $this->assertCount(1, $rows->where('is_listed', true), "{$name}: one listed variant");
            $lead = $rows->firstWhere('is_listed', true);
            $this->assertTrue((bool) $lead->is_active, $name);
            $this->assertSame($rows->contains(fn (object $r): bool => $r->stock_total > 0), $lead->stock_total > 0, "{$name}: the listed variant is in stock when one is");
        }
        $this->assertSame(0, DB::table('products')->whereNull('family_id')->where('is_listed', false)->count(), 'a product without a family stands for itself');

        // A smartphone family offers every configuration its model was sold in, in each of its colours.
        foreach ($products->where('kind', 'smartphone')->groupBy('family_id') as $familyId => $variants) {
            $model = $variants->first()['model'];
            $expected = collect($model['configs'])->sum(fn (array $c): int => isset($c['color']) ? 1 : count($model['colors']));
            $this->assertNotSame('', (string) $familyId, $variants->first()['name']);
            $this->assertCount($expected, $variants, $variants->first()['name'].': every configuration in every colour');
        }

        // The colour switcher has a swatch for every colour.
        $swatches = DB::table('attribute_options')->join('attributes', 'attributes.id', '=', 'attribute_options.attribute_id')
            ->where('attributes.code', 'color')->pluck('attribute_options.swatch', 'attribute_options.slug');
        $this->assertNotEmpty($swatches);
        foreach ($swatches as $slug => $swatch) {
            $this->assertMatchesRegularExpression('/^#[0-9a-f]{6}$/', (string) $swatch, $slug);
        }
    }

    /** @return Collection<string, mixed> */
    private function byName(string $column): Collection
    {
        return DB::table('products')->get(['name', $column])
            ->mapWithKeys(fn (object $p): array => [json_decode((string) $p->name, true)['ro'] => $p->{$column}]);
    }

    /** @return list<string> */
    private function seededKinds(): array
    {
        $kinds = [];
        $tree = CategoryTree::nodes();
        array_walk_recursive($tree, function (mixed $value, string|int $key) use (&$kinds): void {
            if ($key === 'kind') {
                $kinds[] = (string) $value;
            }
        });

        return array_values(array_unique($kinds));
    }

    /**
     * Every seeded product with its kind, the model it was made from (its line, or its entry in the table of real
     * configurations) and its raw spec values (option slugs, numbers).
     *
     * @return list<array{id: int, name: string, price: int, kind: string, category_id: int, family_id: int|null, model_key: string, model: array<string, mixed>|null, year: int, specs: array<string, string>, line_specs: array<string, string|int|float>}>
     */
    private function seededProducts(): array
    {
        if ($this->products !== null) {
            return $this->products;
        }
        $kinds = [];
        $tree = CategoryTree::nodes();
        $walk = function (array $nodes) use (&$walk, &$kinds): void {
            foreach ($nodes as $node) {
                if (isset($node['kind'])) {
                    $kinds[$node['slug']] = $node['kind'];
                }
                $walk($node['children'] ?? []);
            }
        };
        $walk($tree);
        // Each model's name, as the seeder makes it, tells its line (a configuration in any of its model's colours).
        $lines = [];
        foreach (array_unique($kinds) as $kind) {
            $family = ProductFamilies::all()[$kind];
            foreach ($family['lines'] as $index => $line) {
                $colors = array_keys(ModelConfigurations::for($kind, $line[0], $line[1])['colors'] ?? []);
                for ($variant = 0; $variant < DemoModel::variants($family, $index, $kind); $variant++) {
                    foreach ([null, ...$colors] as $color) {
                        $lines[DemoModel::make($family, $index, $variant, $kind, $color)->name['ro']] = [$kind, $index, $line];
                    }
                }
            }
        }
        $specs = [];
        $rows = DB::table('product_attribute_values')
            ->join('attributes', 'attributes.id', '=', 'product_attribute_values.attribute_id')
            ->leftJoin('attribute_options', 'attribute_options.id', '=', 'product_attribute_values.attribute_option_id')
            ->get(['product_attribute_values.product_id', 'attributes.code', 'product_attribute_values.number_value', 'attribute_options.slug']);
        foreach ($rows as $row) {
            $specs[$row->product_id][$row->code] = $row->slug ?? (string) round((float) $row->number_value, 2);
        }
        $categories = DB::table('categories')->pluck('slug', 'id');
        $this->products = [];
        foreach (DB::table('products')->orderBy('id')->get(['id', 'name', 'price', 'category_id', 'family_id']) as $row) {
            $name = json_decode((string) $row->name, true)['ro'];
            $this->assertArrayHasKey($name, $lines, "{$name} is none of the demo catalogue's models");
            [$kind, $index, $line] = $lines[$name];
            $this->assertSame($kinds[$categories[$row->category_id]], $kind, $name);
            $model = ModelConfigurations::for($kind, $line[0], $line[1]);
            $this->products[] = [
                'id' => (int) $row->id,
                'name' => $name,
                'price' => (int) $row->price,
                'kind' => $kind,
                'category_id' => (int) $row->category_id,
                'family_id' => $row->family_id === null ? null : (int) $row->family_id,
                'model_key' => $kind.'|'.$index,
                'model' => $model,
                'year' => $model['year'] ?? $line[5][0] ?? 0,
                'specs' => $specs[$row->id],
                'line_specs' => $line[4],
            ];
        }

        return $this->products;
    }

    private static function bytes(string $slug): int
    {
        [$amount, $unit] = explode('-', $slug);

        return (int) $amount * ($unit === 'tb' ? 1024 : 1);
    }

    /** @return array<string, array<string, string>> each product's spec values as shown in Romanian, by name */
    private function specs(): array
    {
        $rows = DB::table('product_attribute_values')
            ->join('products', 'products.id', '=', 'product_attribute_values.product_id')
            ->join('attributes', 'attributes.id', '=', 'product_attribute_values.attribute_id')
            ->leftJoin('attribute_options', 'attribute_options.id', '=', 'product_attribute_values.attribute_option_id')
            ->get(['products.name', 'attributes.code', 'attributes.unit', 'product_attribute_values.number_value', 'attribute_options.value']);
        $specs = [];
        foreach ($rows as $row) {
            $name = json_decode((string) $row->name, true)['ro'];
            $number = $row->number_value === null ? null : (string) round((float) $row->number_value, 2);
            $specs[$name][$row->code] = $row->value !== null ? json_decode((string) $row->value, true)['ro'] : (string) $number.(in_array($row->unit, ['GB', 'TB'], true) ? ' '.$row->unit : '');
        }

        return $specs;
    }
}
