<?php

declare(strict_types=1);

namespace Tests\Feature\Seeders;

use App\Models\Promotion;
use App\Support\Images\ImageStore;
use Database\Seeders\DatabaseSeeder;
use Database\Seeders\Demo\CategoryTree;
use Database\Seeders\Demo\DemoModel;
use Database\Seeders\Demo\ProductFamilies;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The demo catalogue reads like a real shop's: distinct models, sensible prices, specs that agree with the names. */
final class DemoCatalogTest extends TestCase
{
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
            $family = ProductFamilies::all()[$kind];
            foreach (array_keys($family['lines']) as $line) {
                $series = collect(array_keys($family['variant']['values']))
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
        $this->assertGreaterThan(150, $checked);

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
                $this->assertStringEndsWith($values['storage'], $name);
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
