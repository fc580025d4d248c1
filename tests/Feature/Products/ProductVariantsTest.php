<?php

declare(strict_types=1);

namespace Tests\Feature\Products;

use App\Infrastructure\Images\ImageStore;
use App\Models\Category;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Models\Promotion;
use App\Queries\Products\VariantChoices;
use App\Services\Families\FamilyListing;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The product page of a variant (docs/variants.md): the switcher's props, the gallery a variant without pictures
 * borrows, and the JSON-LD `ProductGroup`.
 */
final class ProductVariantsTest extends TestCase
{
    /** @var array<string, Product> 128-black, 256-black, 128-red, 512-red (inactive), 256-white (inactive) */
    private array $variants = [];

    private ProductFamily $family;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->makeFamily();
    }

    #[Test]
    public function a_variant_page_carries_its_familys_options_and_where_each_value_leads(): void
    {
        $current = $this->variants['128-black'];
        $storage = $this->option('storage', '128-gb');
        $url = fn (string $key): string => '/produs/'.$this->variants[$key]->slug;

        $this->get('/produs/'.$current->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('products/show')
            ->where('meta.title', $current->name['ro'])
            ->where('variants.name', 'Telefon de probă')
            ->has('variants.options', 2)
            ->where('variants.options.0', [
                'attribute_id' => $this->attribute('storage'),
                'name' => 'Memorie internă',
                'kind' => 'button',
                // 512 GB has only an inactive variant: it is not offered. 256 GB in black is sold out, still a link.
                'values' => [
                    ['id' => (string) $storage, 'label' => '128 GB', 'swatch' => null, 'url' => $url('128-black'), 'price' => 1_000_000, 'is_stock' => true, 'chosen' => true, 'exact' => true, 'changes' => []],
                    ['id' => (string) $this->option('storage', '256-gb'), 'label' => '256 GB', 'swatch' => null, 'url' => $url('256-black'), 'price' => 1_250_000, 'is_stock' => false, 'chosen' => false, 'exact' => true, 'changes' => []],
                ],
            ])
            ->where('variants.options.1.kind', 'swatch')
            ->where('variants.options.1.name', 'Culoare')
            // White has only an inactive variant; the swatches come from attribute_options.swatch.
            ->where('variants.options.1.values', [
                ['id' => (string) $this->option('color', 'negru'), 'label' => 'Negru', 'swatch' => '#1d1d1f', 'url' => $url('128-black'), 'price' => 1_000_000, 'is_stock' => true, 'chosen' => true, 'exact' => true, 'changes' => []],
                ['id' => (string) $this->option('color', 'rosu'), 'label' => 'Roșu', 'swatch' => null, 'url' => $url('128-red'), 'price' => 950_000, 'is_stock' => true, 'chosen' => false, 'exact' => true, 'changes' => []],
            ])
            ->missing('variants.variants')
            ->etc());
    }

    #[Test]
    public function a_value_without_the_other_chosen_values_leads_to_the_nearest_variant_and_names_what_else_changes(): void
    {
        $url = fn (string $key): string => '/produs/'.$this->variants[$key]->slug;
        $colours = fn (string $slug): array => $this->choices($slug)[1];
        $storages = fn (string $slug): array => $this->choices($slug)[0];

        // From 256 GB black, red exists only in 128 GB: the link goes there, changes the storage and says so.
        $this->assertSame([$url('128-red'), false, ['128 GB'], 950_000, true, false], self::pick($colours($this->variants['256-black']->slug)['Roșu'], 'url', 'exact', 'changes', 'price', 'is_stock', 'chosen'));
        $this->assertSame([$url('128-black'), true, [], false], self::pick($storages($this->variants['256-black']->slug)['128 GB'], 'url', 'exact', 'changes', 'chosen'));

        // Two more variants on sale: 512 GB red and 256 GB white.
        Product::query()->whereIn('id', [$this->variants['512-red']->id, $this->variants['256-white']->id])->update(['is_active' => true]);

        // Keeping the other chosen value comes before being in stock: 256 GB from 128 GB black is the sold-out black
        // one, not the white one on sale.
        $this->assertSame([$url('256-black'), true, false], self::pick($storages($this->variants['128-black']->slug)['256 GB'], 'url', 'exact', 'is_stock'));
        // 512 GB exists only in red.
        $this->assertSame([$url('512-red'), false, ['Roșu']], self::pick($storages($this->variants['128-black']->slug)['512 GB'], 'url', 'exact', 'changes'));

        // Red from 256 GB black: two red variants, neither in 256 GB, both in stock: the cheaper one.
        $this->assertSame([$url('128-red'), ['128 GB']], self::pick($colours($this->variants['256-black']->slug)['Roșu'], 'url', 'changes'));
        // The cheaper one sold out: the one in stock, dearer as it is.
        Product::query()->whereKey($this->variants['128-red']->id)->update(['stock_total' => 0]);
        $this->assertSame([$url('512-red'), ['512 GB'], 1_500_000, true], self::pick($colours($this->variants['256-black']->slug)['Roșu'], 'url', 'changes', 'price', 'is_stock'));
        // White from 256 GB black keeps the storage.
        $this->assertSame([$url('256-white'), true, []], self::pick($colours($this->variants['256-black']->slug)['Alb'], 'url', 'exact', 'changes'));
    }

    #[Test]
    public function with_three_options_a_nearest_variant_keeps_an_earlier_options_value_before_a_later_ones(): void
    {
        // A third option after storage and colour: the RAM, 8 GB on every variant but 128 GB red's 12 GB and a new
        // 256 GB black with 12 GB.
        $ram = $this->attribute('ram');
        $this->assertGreaterThan(0, $ram);
        $ramOptions = DB::table('attribute_options')->where('attribute_id', $ram)->orderBy('sort')->orderBy('id')->pluck('id', 'slug')->all();
        $this->assertGreaterThanOrEqual(2, count($ramOptions));
        [$eight, $twelve] = array_slice(array_values($ramOptions), 0, 2);
        DB::table('product_family_options')->insert(['family_id' => $this->family->id, 'attribute_id' => $ram, 'position' => 2]);
        foreach ($this->variants as $key => $variant) {
            DB::table('product_attribute_values')->where('product_id', $variant->id)->where('attribute_id', $ram)->delete();
            DB::table('product_attribute_values')->insert(['product_id' => $variant->id, 'attribute_id' => $ram, 'attribute_option_id' => $key === '128-red' ? $twelve : $eight, 'number_value' => null]);
        }
        // 256 GB white becomes 256 GB black with the other RAM, in stock and cheaper than 256 GB black.
        Product::query()->whereKey($this->variants['256-white']->id)->update(['is_active' => true, 'price' => 1_100_000, 'stock_total' => 3]);
        DB::table('product_attribute_values')->where('product_id', $this->variants['256-white']->id)->where('attribute_id', $this->attribute('color'))->update(['attribute_option_id' => $this->option('color', 'negru')]);
        DB::table('product_attribute_values')->where('product_id', $this->variants['256-white']->id)->where('attribute_id', $ram)->update(['attribute_option_id' => $twelve]);
        $url = fn (string $key): string => '/produs/'.$this->variants[$key]->slug;

        // From 128 GB red 12 GB, 256 GB: 256 GB black 8 GB (sold out) and 256 GB black 12 GB (on sale, cheaper) both
        // change the colour; the second keeps the RAM too.
        $choice = $this->choices($this->variants['128-red']->slug)[0]['256 GB'];
        $this->assertSame([$url('256-white'), ['Negru']], [$choice['url'], $choice['changes']]);

        // From 128 GB black 8 GB, 12 GB: 128 GB red 12 GB keeps the storage (an earlier option), 256 GB black 12 GB
        // keeps the colour (a later one), and is in stock and dearer alike: the storage wins.
        $choice = $this->choices($this->variants['128-black']->slug, 'id')[2][(string) $twelve];
        $this->assertSame([$url('128-red'), false, ['Roșu']], [$choice['url'], $choice['exact'], $choice['changes']]);
    }

    #[Test]
    public function similar_products_leave_out_the_pages_own_family_and_show_other_families_once(): void
    {
        $current = $this->variants['128-black'];
        // Another family of two in the same category: only its listed variant may be similar.
        $others = Product::query()->where('category_id', $current->category_id)->whereNotIn('id', array_map(fn (Product $p): int => $p->id, $this->variants))
            ->where('is_active', true)->orderBy('id')->limit(2)->get();
        $other = ProductFamily::query()->create(['slug' => 'alta-familie', 'name' => ['ro' => 'Altă familie', 'ru' => 'Другое семейство'], 'brand_id' => $others[0]->brand_id, 'category_id' => $current->category_id]);
        Product::query()->whereIn('id', $others->modelKeys())->update(['family_id' => $other->id, 'stock_total' => 5]);
        FamilyListing::refresh([$other->id]);

        $this->get('/produs/'.$current->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('similar', function ($cards) use ($others): bool {
                $ids = collect($cards)->pluck('id');
                $this->assertNotEmpty($ids);
                $this->assertSame([], $ids->intersect(array_map(fn (Product $p): int => $p->id, $this->variants))->values()->all(), 'none of its own family');
                $this->assertCount(1, $ids->intersect($others->modelKeys()), 'another family once');

                return true;
            })
            ->etc());
    }

    #[Test]
    public function a_renamed_family_shows_at_once_on_its_variants_cached_pages(): void
    {
        config(['page_cache.enabled' => true]);
        $slug = $this->variants['128-black']->slug;
        $this->get('/produs/'.$slug)->assertHeader('X-Page-Cache', 'MISS');
        $this->get('/produs/'.$slug)->assertHeader('X-Page-Cache', 'HIT');

        DB::table('product_families')->where('id', $this->family->id)->update(['name' => json_encode(['ro' => 'Telefon nou', 'ru' => 'Новый телефон'])]);

        $this->get('/produs/'.$slug)->assertHeader('X-Page-Cache', 'MISS')->assertInertia(fn (Assert $page) => $page->where('variants.name', 'Telefon nou')->etc());
    }

    #[Test]
    public function the_russian_page_names_options_and_links_variants_in_russian(): void
    {
        $this->get('/ru/produs/'.$this->variants['256-black']->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('variants.name', 'Тестовый телефон')
            ->where('variants.options.0.name', 'Встроенная память')
            ->where('variants.options.0.values.1.label', '256 ГБ')
            ->where('variants.options.1.values.0.label', 'Чёрный')
            ->where('variants.options', fn ($options): bool => collect($options)->flatMap(fn (array $o): array => $o['values'])->every(fn (array $v): bool => str_starts_with($v['url'], '/ru/produs/')))
            ->where('variants.options.0.values.1.chosen', true)
            // Red only in 128 GB: what else it changes is named in Russian.
            ->where('variants.options.1.values.1.changes', ['128 ГБ'])
            ->etc());
    }

    #[Test]
    public function a_running_promotion_gives_each_choice_its_variants_selling_price(): void
    {
        $red = $this->variants['128-red'];
        $promotion = Promotion::factory()->create(['discount_type' => 'percent', 'discount_value' => 10]);
        DB::table('promotion_product')->insert(['promotion_id' => $promotion->id, 'product_id' => $red->id]);

        $this->get('/produs/'.$this->variants['128-black']->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            // Red's choice carries its selling price, the one its page shows.
            ->where('variants.options.1.values.1.url', '/produs/'.$red->slug)
            ->where('variants.options.1.values.1.price', 855_000)
            ->etc());
    }

    #[Test]
    public function a_product_without_a_family_has_no_variants_and_a_plain_product_json_ld(): void
    {
        $plain = Product::query()->whereNull('family_id')->where('is_active', true)->orderBy('id')->firstOrFail();

        $this->get('/produs/'.$plain->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('variants', null)
            ->where('meta.json_ld.0.@type', 'Product')
            ->etc());
    }

    #[Test]
    public function the_switcher_costs_the_same_queries_whatever_the_number_of_variants(): void
    {
        $slug = $this->variants['128-black']->slug;
        // With a promotion running, each variant's price is looked up: for all of them at once.
        $promotion = Promotion::factory()->create(['discount_type' => 'percent', 'discount_value' => 5]);
        DB::table('promotion_product')->insert(array_map(fn (Product $variant): array => ['promotion_id' => $promotion->id, 'product_id' => $variant->id], array_values($this->variants)));
        $this->get('/produs/'.$slug)->assertOk();

        $count = function () use ($slug): int {
            // A write to a page table first, so that each measured request renders the page afresh.
            DB::table('products')->where('id', $this->variants['128-black']->id)->update(['updated_at' => now()]);
            DB::flushQueryLog();
            DB::enableQueryLog();
            $this->get('/produs/'.$slug)->assertOk()->assertInertia(fn (Assert $page) => $page->has('variants.options')->etc());
            DB::disableQueryLog();

            return count(DB::getQueryLog());
        };

        $three = $count();
        Product::query()->whereIn('id', [$this->variants['512-red']->id, $this->variants['256-white']->id])->update(['is_active' => true]);
        $five = $count();
        $this->get('/produs/'.$slug)->assertInertia(fn (Assert $page) => $page->has('variants.options.0.values', 3)->has('variants.options.1.values', 3)->etc());

        $this->assertSame($three, $five, 'two more variants cost no more queries');

        DB::flushQueryLog();
        DB::enableQueryLog();
        $family = app(VariantChoices::class)->family($this->variants['128-black']->fresh() ?? $this->fail());
        DB::disableQueryLog();
        $this->assertNotNull($family);
        $this->assertCount(5, $family['variants']);
        $this->assertLessThanOrEqual(6, count(DB::getQueryLog()), 'the family and its options, the variants, whether a promotion runs and their promotional prices, values and swatches');
    }

    #[Test]
    public function the_pages_partial_reload_of_its_delivery_estimate_leaves_the_family_and_the_head_alone(): void
    {
        $slug = $this->variants['128-black']->slug;
        $version = $this->get('/produs/'.$slug)->assertOk()->inertiaPage()['version'];
        $familyQueries = function (array $headers) use ($slug, $version): array {
            DB::flushQueryLog();
            DB::enableQueryLog();
            $response = $this->get('/produs/'.$slug, ['X-Inertia' => 'true', 'X-Inertia-Version' => $version, ...$headers])->assertOk();
            DB::disableQueryLog();
            $queries = array_filter(array_column(DB::getQueryLog(), 'query'), static fn (string $sql): bool => str_contains($sql, 'product_famil') || str_contains($sql, 'product_attribute_values'));

            return [$response->json('props'), array_values($queries)];
        };

        // A whole page works the family out, for the switcher and the JSON-LD.
        [$props, $queries] = $familyQueries([]);
        $this->assertNotEmpty($queries);
        $this->assertSame('ProductGroup', $props['meta']['json_ld'][0]['@type']);
        $this->assertNotNull($props['variants']);

        // The refresh of the estimate asks for that alone: nothing of the family is looked up.
        [$props, $queries] = $familyQueries(['X-Inertia-Partial-Component' => 'products/show', 'X-Inertia-Partial-Data' => 'delivery']);
        $this->assertSame([], $queries);
        $this->assertArrayHasKey('delivery', $props);
        $this->assertArrayNotHasKey('variants', $props);
        $this->assertArrayNotHasKey('meta', $props);
    }

    #[Test]
    public function a_variant_without_pictures_shows_its_listed_variants(): void
    {
        $listed = Product::query()->where('family_id', $this->family->id)->where('is_listed', true)->with('images')->firstOrFail();
        $this->assertNotEmpty($listed->images);
        $bare = $this->variants['128-black'];
        $this->assertNotSame($listed->id, $bare->id);
        DB::table('product_images')->where('product_id', $bare->id)->delete();

        $this->get('/produs/'.$bare->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.id', $bare->id)
            ->count('product.images', $listed->images->count())
            ->where('product.images.0.src', app(ImageStore::class)->url($listed->images[0]->key, 'gallery'))
            ->where('meta.json_ld.0.hasVariant', fn ($variants): bool => collect($variants)->firstWhere('sku', $bare->sku)['image'][0] === url(app(ImageStore::class)->url($listed->images[0]->key, 'zoom')))
            ->etc());

        // A variant with pictures of its own keeps them.
        $own = $this->variants['256-black']->load('images');
        $this->assertNotEmpty($own->images);
        $this->get('/produs/'.$own->slug)->assertInertia(fn (Assert $page) => $page
            ->where('product.images.0.src', app(ImageStore::class)->url($own->images[0]->key, 'gallery'))
            ->etc());
    }

    #[Test]
    public function the_json_ld_of_a_variant_is_its_familys_product_group_with_every_active_variant(): void
    {
        $current = $this->variants['256-black'];
        $html = (string) $this->get('/produs/'.$current->slug)->assertOk()->getContent();

        preg_match_all('#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $html, $matches);
        $this->assertCount(2, $matches[1]);
        [$group, $crumbs] = array_map(static fn (string $json): mixed => json_decode($json, true, flags: JSON_THROW_ON_ERROR), $matches[1]);

        $this->assertSame('BreadcrumbList', $crumbs['@type']);
        $this->assertSame('https://schema.org', $group['@context']);
        $this->assertSame('ProductGroup', $group['@type']);
        $this->assertSame('Telefon de probă', $group['name']);
        $this->assertSame('telefon-de-proba', $group['productGroupID']);
        $this->assertSame(['https://schema.org/size', 'https://schema.org/color'], $group['variesBy']);
        $this->assertCount(3, $group['hasVariant']);

        $bySku = collect($group['hasVariant'])->keyBy('sku');
        $this->assertEqualsCanonicalizing(
            [$this->variants['128-black']->sku, $this->variants['256-black']->sku, $this->variants['128-red']->sku],
            $bySku->keys()->all(),
        );
        $own = $bySku[$current->sku];
        $this->assertSame('Product', $own['@type']);
        $this->assertSame(url('/produs/'.$current->slug).'#product', $own['@id']);
        $this->assertSame($current->name['ro'], $own['name']);
        $this->assertSame(url('/produs/'.$current->slug), $own['url']);
        $this->assertSame('256 GB', $own['size']);
        $this->assertSame('Negru', $own['color']);
        $this->assertNotEmpty($own['image']);
        $this->assertSame(['@type' => 'Offer', 'url' => url('/produs/'.$current->slug), 'price' => '12500.00', 'priceCurrency' => 'MDL',
            'availability' => 'https://schema.org/OutOfStock', 'itemCondition' => 'https://schema.org/NewCondition'], $own['offers']);

        $red = $bySku[$this->variants['128-red']->sku];
        $this->assertSame(url('/produs/'.$this->variants['128-red']->slug), $red['url']);
        $this->assertSame('Roșu', $red['color']);
        $this->assertSame('128 GB', $red['size']);
        $this->assertSame('9500.00', $red['offers']['price']);
        $this->assertSame('https://schema.org/InStock', $red['offers']['availability']);

        // The canonical URL is the variant's own, and the title its own name.
        $this->get('/produs/'.$current->slug)->assertInertia(fn (Assert $page) => $page
            ->where('route.canonical', url('/produs/'.$current->slug))
            ->where('meta.title', $current->name['ro'])
            ->etc());
    }

    private function makeFamily(): void
    {
        $phones = Category::query()->where('slug', 'smartphone-uri')->firstOrFail();
        $products = Product::query()->where('category_id', $phones->id)->where('is_active', true)
            ->whereExists(fn ($q) => $q->from('product_images')->whereColumn('product_images.product_id', 'products.id'))
            ->orderBy('id')->limit(5)->get();
        $this->assertCount(5, $products);

        $this->family = ProductFamily::query()->create([
            'slug' => 'telefon-de-proba',
            'name' => ['ro' => 'Telefon de probă', 'ru' => 'Тестовый телефон'],
            'brand_id' => $products[0]->brand_id,
            'category_id' => $phones->id,
        ]);
        DB::table('product_family_options')->insert([
            ['family_id' => $this->family->id, 'attribute_id' => $this->attribute('color'), 'position' => 1],
            ['family_id' => $this->family->id, 'attribute_id' => $this->attribute('storage'), 'position' => 0],
        ]);
        DB::table('attribute_options')->where('id', $this->option('color', 'negru'))->update(['swatch' => '#1D1D1F']);
        // Not a colour: never reaches a style attribute.
        DB::table('attribute_options')->where('id', $this->option('color', 'rosu'))->update(['swatch' => 'red;x']);

        $plan = [
            '128-black' => ['128-gb', 'negru', 1_000_000, null, 7, true],
            '256-black' => ['256-gb', 'negru', 1_250_000, null, 0, true],
            '128-red' => ['128-gb', 'rosu', 950_000, 1_100_000, 2, true],
            '512-red' => ['512-gb', 'rosu', 1_500_000, null, 4, false],
            '256-white' => ['256-gb', 'alb', 1_200_000, null, 4, false],
        ];
        foreach (array_keys($plan) as $i => $key) {
            [$storage, $colour, $price, $old, $stock, $active] = $plan[$key];
            $product = $products[$i];
            $product->update(['family_id' => $this->family->id, 'price' => $price, 'old_price' => $old, 'stock_total' => $stock, 'is_active' => $active]);
            DB::table('product_attribute_values')->where('product_id', $product->id)->whereIn('attribute_id', [$this->attribute('storage'), $this->attribute('color')])->delete();
            DB::table('product_attribute_values')->insert([
                ['product_id' => $product->id, 'attribute_id' => $this->attribute('storage'), 'attribute_option_id' => $this->option('storage', $storage), 'number_value' => null],
                ['product_id' => $product->id, 'attribute_id' => $this->attribute('color'), 'attribute_option_id' => $this->option('color', $colour), 'number_value' => null],
            ]);
            $this->variants[$key] = $product->fresh() ?? $this->fail();
        }
        FamilyListing::refresh([$this->family->id]);
    }

    /**
     * The switcher's choices on a variant's page: per option, its values by label (or id).
     *
     * @return list<array<string, array<string, mixed>>>
     */
    private function choices(string $slug, string $by = 'label'): array
    {
        $options = $this->get('/produs/'.$slug)->assertOk()->inertiaProps('variants.options');
        $this->assertIsArray($options);

        return array_map(static fn (array $option): array => array_column($option['values'], null, $by), $options);
    }

    /**
     * @param  array<string, mixed>  $choice
     * @return list<mixed>
     */
    private static function pick(array $choice, string ...$keys): array
    {
        return array_map(static fn (string $key): mixed => $choice[$key], array_values($keys));
    }

    private function attribute(string $code): int
    {
        return (int) DB::table('attributes')->where('code', $code)->value('id');
    }

    private function option(string $code, string $slug): int
    {
        return (int) DB::table('attribute_options')->where('attribute_id', $this->attribute($code))->where('slug', $slug)->value('id');
    }
}
