<?php

declare(strict_types=1);

namespace Tests\Feature\Products;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\PageCache\PageCache;
use App\Models\Attribute;
use App\Models\Category;
use App\Models\CreditProgramme;
use App\Models\Product;
use App\Models\Store;
use App\Services\Credit\CreditTerms;
use App\Support\Markdown;
use App\Support\Money\Money;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class ProductPageTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_page_shows_the_product_in_romanian(): void
    {
        $product = $this->discountedSmartTv();

        $this->get('/produs/'.$product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('products/show')
            ->where('meta.title', $product->name['ro'])
            ->where('product.name', $product->name['ro'])
            ->where('product.sku', $product->sku)
            ->where('product.url', '/produs/'.$product->slug)
            ->where('product.price', $product->price)
            ->where('product.old_price', $product->old_price)
            ->where('product.discount_percent', $product->discount_percent)
            ->where('product.brand.url', '/branduri/'.$product->brand->slug)
            ->where('product.description_html', Markdown::toHtml($product->description['ro']))
            ->where('product.images.0.src', app(ImageStore::class)->url($product->images[0]->key, 'gallery'))
            ->where('product.images.0.alt', $product->name['ro'].' — vedere din față')
            ->count('product.images', $product->images->count())
            ->where('product.credit.monthly', fn (int $monthly) => $monthly > 0 && $monthly % 100 === 0)
            ->where('breadcrumbs', fn ($crumbs) => collect($crumbs)->pluck('name')->all() === ['TV, audio, foto', 'Televizoare', 'Smart TV', $product->name['ro']])
            ->where('breadcrumbs.2.url', '/categorie-produs/tv-audio-foto/televizoare/smart-tv')
            ->etc());
    }

    #[Test]
    public function the_same_product_has_its_russian_page_with_russian_links(): void
    {
        $product = $this->discountedSmartTv();

        $this->get('/ru/produs/'.$product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('products/show')
            ->where('meta.title', $product->name['ru'])
            ->where('product.url', '/ru/produs/'.$product->slug)
            ->where('product.brand.url', '/ru/branduri/'.$product->brand->slug)
            ->where('product.description_html', Markdown::toHtml($product->description['ru']))
            ->where('breadcrumbs.0', ['name' => 'ТВ, аудио, фото', 'url' => '/ru/categorie-produs/tv-audio-foto'])
            ->where('route.canonical', url('/ru/produs/'.$product->slug))
            ->where('route.alternates.ro', '/produs/'.$product->slug)
            ->where('similar.0.url', fn (string $url) => str_starts_with($url, '/ru/produs/'))
            ->etc());
    }

    #[Test]
    public function an_unknown_slug_is_a_404_page_in_the_shoppers_language(): void
    {
        $this->get('/produs/nu-exista')->assertNotFound()->assertInertia(fn (Assert $page) => $page
            ->component('errors/error')
            ->where('meta.title', __('errors.404.title', [], 'ro'))
            ->etc());
        $this->get('/ru/produs/nu-exista')->assertNotFound()->assertInertia(fn (Assert $page) => $page
            ->component('errors/error')
            ->where('meta.title', __('errors.404.title', [], 'ru'))
            ->etc());
        $this->get('/produs/'.str_repeat('a', 300))->assertNotFound();
    }

    #[Test]
    public function the_server_rendered_html_carries_valid_json_ld_for_the_product_and_its_breadcrumbs(): void
    {
        $product = $this->alone($this->discountedSmartTv());
        $html = $this->get('/produs/'.$product->slug)->assertOk()->getContent();
        $this->assertIsString($html);

        preg_match_all('#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $html, $matches);
        $this->assertCount(2, $matches[1]);
        $blocks = array_map(static fn (string $json): mixed => json_decode($json, true, flags: JSON_THROW_ON_ERROR), $matches[1]);
        [$ld, $crumbs] = $blocks;

        $this->assertSame('https://schema.org', $ld['@context']);
        $this->assertSame('Product', $ld['@type']);
        $this->assertSame($product->name['ro'], $ld['name']);
        $this->assertSame($product->sku, $ld['sku']);
        $this->assertSame(['@type' => 'Brand', 'name' => $product->brand->name], $ld['brand']);
        $this->assertSame($product->images->map(fn ($image): string => url(app(ImageStore::class)->url($image->key, 'zoom')))->all(), $ld['image']);
        $this->assertSame(url('/produs/'.$product->slug), $ld['url']);
        $this->assertSame('Offer', $ld['offers']['@type']);
        $this->assertSame(number_format($product->price / 100, 2, '.', ''), $ld['offers']['price']);
        $this->assertSame('MDL', $ld['offers']['priceCurrency']);
        $this->assertSame('https://schema.org/InStock', $ld['offers']['availability']);

        $this->assertSame('BreadcrumbList', $crumbs['@type']);
        $items = $crumbs['itemListElement'];
        $this->assertSame([1, 2, 3, 4, 5], array_column($items, 'position'));
        $this->assertSame(['Acasă', 'TV, audio, foto', 'Televizoare', 'Smart TV', $product->name['ro']], array_column($items, 'name'));
        $this->assertSame(url('/categorie-produs/tv-audio-foto'), $items[1]['item']);
    }

    #[Test]
    public function a_sold_out_product_is_offered_as_out_of_stock(): void
    {
        $product = $this->alone(Product::query()->where('stock_total', 0)->firstOrFail());

        $this->get('/ru/produs/'.$product->slug)->assertOk()
            ->assertSee('"availability":"https://schema.org/OutOfStock"', false)
            ->assertInertia(fn (Assert $page) => $page
                ->where('product.is_stock', false)
                ->where('product.stock_level', 'none')
                ->where('availability', fn ($stores) => collect($stores)->every(fn (array $s): bool => $s['quantity'] === 0 && $s['level'] === 'none'))
                ->where('meta.json_ld.0.offers.availability', 'https://schema.org/OutOfStock')
                ->etc());
    }

    #[Test]
    public function json_ld_cannot_end_its_script_element(): void
    {
        $product = $this->alone($this->discountedSmartTv());
        $product->update(['name' => ['ro' => 'Televizor </script><script>alert(1)</script>', 'ru' => 'Телевизор']]);

        $html = (string) $this->get('/produs/'.$product->slug)->assertOk()->getContent();

        $this->assertStringNotContainsString('</script><script>alert(1)', $html);
        $this->assertStringContainsString('Televizor \u003C/script\u003E', $html);
        preg_match('#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $html, $match);
        $this->assertSame('Televizor </script><script>alert(1)</script>', json_decode($match[1], true, flags: JSON_THROW_ON_ERROR)['name']);
    }

    #[Test]
    public function open_graph_tags_and_the_meta_description_are_in_the_html_of_both_languages(): void
    {
        $product = $this->discountedSmartTv();

        $ro = (string) $this->get('/produs/'.$product->slug)->getContent();
        $this->assertStringContainsString('<meta property="og:type" content="product"', $ro);
        $this->assertStringContainsString('<meta property="og:title" content="'.e($product->name['ro']).'"', $ro);
        $this->assertStringContainsString('<meta property="og:url" content="'.url('/produs/'.$product->slug).'"', $ro);
        $this->assertStringContainsString('<meta property="og:image" content="'.url(app(ImageStore::class)->url($product->images[0]->key, 'zoom')).'"', $ro);
        $this->assertStringContainsString('<meta property="og:locale" content="ro_MD"', $ro);
        $this->assertStringContainsString('<meta property="og:locale:alternate" content="ru_MD"', $ro);
        $this->assertMatchesRegularExpression('#<meta property="og:description" content="[^"]+"#', $ro);
        $this->assertStringContainsString('<meta name="description" content="'.e($product->name['ro'].' la '.Money::format($product->price, 'ro')), $ro);

        $ru = (string) $this->get('/ru/produs/'.$product->slug)->getContent();
        $this->assertStringContainsString('<meta property="og:locale" content="ru_MD"', $ru);
        $this->assertStringContainsString('<meta property="og:url" content="'.url('/ru/produs/'.$product->slug).'"', $ru);
        $this->assertStringContainsString('<meta name="description" content="'.e($product->name['ru'].' за '.Money::format($product->price, 'ru')), $ru);
    }

    #[Test]
    public function availability_lists_every_store_with_its_quantity_and_level(): void
    {
        $product = $this->discountedSmartTv();
        $stock = DB::table('product_stock')->where('product_id', $product->id)->pluck('quantity', 'store_id')->all();
        $this->assertNotEmpty($stock);

        $this->get('/ru/produs/'.$product->slug)->assertInertia(fn (Assert $page) => $page
            ->has('availability', Store::scopeShops(Store::query())->count())
            ->where('availability', function ($stores) use ($stock): bool {
                $stores = collect($stores);
                $this->assertSame(Store::scopeShops(Store::query())->orderBy('sorted')->pluck('id')->all(), $stores->pluck('id')->all(), 'in the shop\'s order, no warehouse');
                foreach ($stores as $store) {
                    $quantity = (int) ($stock[$store['id']] ?? 0);
                    $this->assertSame($quantity, $store['quantity']);
                    $this->assertSame($quantity === 0 ? 'none' : ($quantity <= 2 ? 'few' : 'in_stock'), $store['level']);
                    $this->assertNotSame('', $store['address']);
                }
                $first = Store::scopeShops(Store::query())->orderBy('sorted')->firstOrFail();

                return $stores->first()['name'] === $first->name['ru'] && $stores->first()['city'] === $first->city['ru'];
            })
            ->etc());
    }

    #[Test]
    public function specs_come_grouped_in_sections_in_attribute_order_with_units_and_yes_no(): void
    {
        $tv = $this->discountedSmartTv();
        $this->get('/produs/'.$tv->slug)->assertInertia(fn (Assert $page) => $page
            ->where('specs', function ($sections) use ($tv): bool {
                $sections = collect($sections);
                $names = $sections->pluck('name')->all();
                $this->assertSame(array_values(array_unique($names)), $names, 'each section once');
                $this->assertContains('Ecran', $names);
                $screen = collect($sections->firstWhere('name', 'Ecran')['specs'])->keyBy('code');
                $diagonal = (float) DB::table('product_attribute_values')->where('product_id', $tv->id)
                    ->where('attribute_id', DB::table('attributes')->where('code', 'screen_size')->value('id'))->value('number_value');
                $this->assertSame(((string) (int) $diagonal).'"', $screen['screen_size']['value']);
                $this->assertSame('Diagonala ecranului', $screen['screen_size']['name']);
                $specCount = $sections->sum(fn (array $s): int => count($s['specs']));
                $this->assertSame(DB::table('product_attribute_values')->where('product_id', $tv->id)->count(), $specCount);

                return true;
            })
            ->etc());

        $fridge = $this->productWithSpec('no_frost');
        $expected = DB::table('product_attribute_values as v')->join('attribute_options as o', 'o.id', '=', 'v.attribute_option_id')
            ->where('v.product_id', $fridge->id)->where('o.attribute_id', DB::table('attributes')->where('code', 'no_frost')->value('id'))->value('o.slug');
        $this->get('/ru/produs/'.$fridge->slug)->assertInertia(fn (Assert $page) => $page
            ->where('specs', function ($sections) use ($expected): bool {
                $spec = collect($sections)->flatMap(fn (array $s) => $s['specs'])->firstWhere('code', 'no_frost');
                $this->assertSame($expected === 'da' ? 'Да' : 'Нет', $spec['value']);

                return true;
            })
            ->etc());
    }

    #[Test]
    public function specs_are_ordered_by_the_attributes_sort(): void
    {
        $tv = $this->discountedSmartTv();
        $sorts = DB::table('attributes')->pluck('sort', 'code');
        $sections = DB::table('attributes')->pluck('section', 'code');

        $this->get('/produs/'.$tv->slug)->assertInertia(fn (Assert $page) => $page
            ->where('specs', function ($specSections) use ($sorts, $sections): bool {
                $firstSorts = [];
                foreach ($specSections as $section) {
                    $codes = array_column($section['specs'], 'code');
                    $order = array_map(fn (string $code): int => (int) $sorts[$code], $codes);
                    $sorted = $order;
                    sort($sorted);
                    $this->assertSame($sorted, $order);
                    foreach ($codes as $code) {
                        $this->assertSame($section['name'], json_decode((string) $sections[$code], true)['ro']);
                    }
                    $firstSorts[] = $order[0];
                }
                $sortedFirst = $firstSorts;
                sort($sortedFirst);
                $this->assertSame($sortedFirst, $firstSorts, 'sections in the order of their first attribute');

                return true;
            })
            ->etc());
    }

    #[Test]
    public function similar_products_share_the_leaf_category_exclude_the_product_and_put_stock_first(): void
    {
        $product = $this->discountedSmartTv();

        $this->get('/produs/'.$product->slug)->assertInertia(fn (Assert $page) => $page
            ->has('similar')
            ->where('similar', function ($cards) use ($product): bool {
                $cards = collect($cards);
                $this->assertNotEmpty($cards);
                $this->assertNotContains($product->id, $cards->pluck('id')->all());
                $products = Product::query()->findMany($cards->pluck('id'))->keyBy('id');
                foreach ($cards as $card) {
                    $this->assertSame($product->category_id, $products[$card['id']]->category_id);
                }
                $stock = $cards->pluck('is_stock')->all();
                $this->assertSame($stock, collect($stock)->sortDesc()->values()->all(), 'in stock first');
                $inStock = $cards->where('is_stock', true)->map(fn (array $c): int => abs($c['price'] - $product->price))->values()->all();
                $this->assertSame(collect($inStock)->sort()->values()->all(), $inStock, 'closest in price first');

                return true;
            })
            ->etc());
    }

    #[Test]
    public function similar_products_are_kept_between_pages_and_show_a_change_at_once(): void
    {
        $product = $this->discountedSmartTv();
        $card = $this->get('/produs/'.$product->slug)->viewData('page')['props']['similar'][0];

        // Kept (App\Infrastructure\PageCache\PageFragments): the next page asks nothing about its similar products.
        DB::enableQueryLog();
        $this->get('/produs/'.$product->slug)->assertOk();
        $this->assertSame([], array_filter(array_column(DB::getQueryLog(), 'query'), static fn (string $sql): bool => str_contains($sql, 'limit 200')));
        $this->assertSame($card, $this->get('/produs/'.$product->slug)->viewData('page')['props']['similar'][0]);

        // A staff member renames one of them: the very next page shows the new name, in each language.
        $similar = Product::query()->findOrFail($card['id']);
        $similar->name = ['ro' => 'Televizor redenumit', 'ru' => 'Переименованный телевизор'];
        $similar->save();

        $this->get('/produs/'.$product->slug)->assertInertia(fn (Assert $page) => $page
            ->where('similar', fn ($cards): bool => collect($cards)->firstWhere('id', $card['id'])['name'] === 'Televizor redenumit')
            ->etc());
        $this->get('/ru/produs/'.$product->slug)->assertInertia(fn (Assert $page) => $page
            ->where('similar', fn ($cards): bool => collect($cards)->firstWhere('id', $card['id'])['name'] === 'Переименованный телевизор')
            ->etc());
    }

    #[Test]
    public function the_credit_programme_table_lists_the_programmes_that_accept_the_price(): void
    {
        $product = $this->discountedSmartTv();

        $this->get('/produs/'.$product->slug)->assertInertia(fn (Assert $page) => $page
            ->where('creditProgrammes', function ($rows) use ($product): bool {
                $rows = collect($rows);
                $this->assertNotEmpty($rows);
                foreach ($rows as $row) {
                    $this->assertSame(['slug', 'partner', 'name', 'months', 'monthly_fee_bp', 'annual_rate_bp', 'monthly_payment', 'monthly_payment_exact', 'total'], array_keys($row));
                    $this->assertSame(0, $row['monthly_payment'] % 100);
                    $this->assertGreaterThanOrEqual($row['monthly_payment_exact'], $row['monthly_payment']);
                    $this->assertGreaterThanOrEqual($product->price, $row['total']);
                }
                $this->assertSame($rows->min('monthly_payment'), $page = $rows->min('monthly_payment'));

                return true;
            })
            ->where('product.credit.monthly', fn (int $monthly) => true)
            ->etc());
    }

    #[Test]
    public function the_teaser_is_the_0_percent_row_of_the_table_or_else_its_cheapest_with_the_dae(): void
    {
        $product = $this->discountedSmartTv();
        $props = $this->get('/ru/produs/'.$product->slug)->viewData('page')['props'];

        $rows = collect($props['creditProgrammes']);
        $zero = $rows->filter(fn (array $row): bool => $row['monthly_fee_bp'] === 0 && $row['annual_rate_bp'] === 0);
        $named = ($zero->isNotEmpty() ? $zero : $rows)->sortBy('monthly_payment_exact')->first();
        $dae = (new CreditTerms($named['months'], $named['monthly_fee_bp'], $named['annual_rate_bp']))->effectiveAnnualRateBasisPoints($product->price);
        $this->assertSame(
            ['monthly' => $named['monthly_payment'], 'months' => $named['months'], 'zero_percent' => $zero->isNotEmpty(), 'effective_annual_rate_bp' => $dae],
            $props['product']['credit'],
        );
    }

    #[Test]
    public function the_page_runs_a_small_fixed_number_of_queries(): void
    {
        // A variant's page adds its family's few (ProductVariantsTest counts them).
        $product = $this->alone($this->discountedSmartTv());
        // Warms the caches of attributes, credit programmes and the category tree of each language.
        $this->get('/produs/'.$product->slug)->assertOk();
        $this->get('/ru/produs/'.$product->slug)->assertOk();

        // The similar products are a page part kept under the page version (PageFragments): measured worked out.
        PageCache::bump();
        DB::flushQueryLog();
        DB::enableQueryLog();
        $this->get('/ru/produs/'.$product->slug)->assertOk();
        $warm = count(DB::getQueryLog());

        // More stores, specs and similar products must not add queries.
        $other = Product::query()->where('category_id', $product->category_id)->whereKeyNot($product->id)->firstOrFail();
        DB::table('product_stock')->where('product_id', $product->id)->delete();
        foreach (Store::query()->pluck('id') as $storeId) {
            DB::table('product_stock')->insert(['product_id' => $product->id, 'store_id' => $storeId, 'quantity' => 5]);
        }
        $other->update(['price' => $product->price]);
        DB::flushQueryLog();
        $this->get('/ru/produs/'.$product->slug)->assertOk();

        $this->assertSame($warm, count(DB::getQueryLog()), print_r(array_column(DB::getQueryLog(), 'query'), true));
        $this->assertLessThanOrEqual(9, $warm, 'product + brand + pictures, categories, specs, stores × stock, similar + brands + main pictures');
    }

    #[Test]
    public function renamed_attributes_and_changed_credit_programmes_show_at_once_despite_the_caches(): void
    {
        $tv = $this->discountedSmartTv();
        $this->get('/produs/'.$tv->slug)->assertOk();

        Attribute::query()->where('code', 'screen_size')->firstOrFail()->update(['name' => ['ro' => 'Diagonala', 'ru' => 'Диагональ']]);
        CreditProgramme::query()->update(['is_active' => false]);
        CreditProgramme::query()->firstOrFail()->update(['is_active' => true]);

        $this->get('/produs/'.$tv->slug)->assertInertia(fn (Assert $page) => $page
            ->where('specs', fn ($sections) => collect($sections)->flatMap(fn (array $s) => $s['specs'])->firstWhere('code', 'screen_size')['name'] === 'Diagonala')
            ->has('creditProgrammes', 1)
            ->etc());
    }

    private function discountedSmartTv(): Product
    {
        $leaf = Category::query()->where('slug', 'smart-tv')->firstOrFail();

        return Product::query()->with(['brand', 'images'])->where('category_id', $leaf->id)->where('discount_percent', '>', 0)
            ->where('stock_total', '>', 0)->orderBy('id')->firstOrFail();
    }

    /**
     * The product as a product of its own: a variant's page describes its family (ProductVariantsTest).
     */
    private function alone(Product $product): Product
    {
        if ($product->family_id !== null) {
            $product->update(['family_id' => null]);
        }

        return $product;
    }

    private function productWithSpec(string $code): Product
    {
        $attributeId = DB::table('attributes')->where('code', $code)->value('id');

        return Product::query()->whereIn('id', DB::table('product_attribute_values')->where('attribute_id', $attributeId)->select('product_id'))
            ->orderBy('id')->firstOrFail();
    }
}
