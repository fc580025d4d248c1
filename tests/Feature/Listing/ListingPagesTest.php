<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use App\Models\Brand;
use App\Models\Product;
use App\Models\Promotion;
use App\Support\Markdown;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Catalog\FamilyCount;
use Tests\TestCase;

final class ListingPagesTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_discounts_page_lists_every_discounted_product_with_filters_in_both_languages(): void
    {
        // A family once, as its best discounted variant (FamilyOnce).
        $discounted = FamilyCount::of(Product::query()->where('discount_percent', '>', 0));
        $this->assertGreaterThan(24, $discounted);

        $this->get('/categorie-produs/reduceri?sort=discount')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('catalog/listing')
            ->where('meta.title', 'Reduceri')
            ->where('listing.products.meta.total', $discounted)
            ->where('listing.products.data', fn ($cards) => collect($cards)->every(fn (array $c) => $c['discount_percent'] > 0 && $c['old_price'] > $c['price']))
            ->where('listing.products.data.0.discount_percent', Product::query()->max('discount_percent'))
            ->where('listing.facets', fn ($facets) => collect($facets)->pluck('key')->contains('brand'))
            ->etc());

        $samsung = FamilyCount::of(Product::query()->where('discount_percent', '>', 0)->whereHas('brand', fn ($q) => $q->where('slug', 'samsung')));
        $this->get('/ru/categorie-produs/reduceri?brand=samsung')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Скидки')
            ->where('listing.products.meta.total', $samsung)
            ->where('breadcrumbs.0.url', '/ru/categorie-produs/reduceri')
            ->etc());
    }

    #[Test]
    public function the_discounts_page_offers_the_category_and_the_discount_first_then_brand_and_price(): void
    {
        $perCategory = Product::query()->where('discount_percent', '>', 0)->distinct()->pluck('category_sub_id')
            ->mapWithKeys(fn (mixed $id): array => [(int) $id => FamilyCount::of(Product::query()->where('discount_percent', '>', 0)->where('category_sub_id', $id))]);
        $top = DB::table('categories')->where('id', $perCategory->sortDesc()->keys()->first())->first(['id', 'slug', 'parent_id']);
        $this->assertNotNull($top);

        $this->get('/categorie-produs/reduceri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.facets', fn ($facets) => collect($facets)->pluck('key')->take(4)->all() === ['category', 'discount', 'brand', 'price'])
            ->where('listing.facets.0.label', 'Categorie')
            ->where('listing.facets.0.options', function ($options) use ($perCategory): bool {
                $counts = collect($options)->pluck('count')->all();
                $this->assertSame(collect($counts)->sortDesc()->values()->all(), $counts, 'most products first');
                $this->assertSame($perCategory->sum(), array_sum($counts));

                return true;
            })
            ->where('listing.facets.1.unit', '%')
            ->where('listing.facets.1.min', Product::query()->where('discount_percent', '>', 0)->min('discount_percent'))
            ->where('listing.facets.1.max', Product::query()->max('discount_percent'))
            ->etc());

        // Picking the category keeps its own facet's other options and narrows the rest; a discount floor narrows too.
        $this->get('/ru/categorie-produs/reduceri?category='.$top->slug.'&discount=20-')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.meta.total', FamilyCount::of(Product::query()->where('category_sub_id', $top->id)->where('discount_percent', '>=', 20)))
            ->where('listing.facets.0.label', 'Категория')
            ->where('listing.facets.0.options', fn ($options) => collect($options)->firstWhere('value', $top->slug)['selected'] === true && count($options) > 1)
            ->where('listing.chips', fn ($chips) => collect($chips)->pluck('key')->all() === ['category', 'discount'] && $chips[1]['label'] === 'Скидка: от 20%')
            ->etc());

        // Unknown categories and malformed discounts are dropped, not refused.
        $this->get('/categorie-produs/reduceri?category=nu-exista&discount=abc')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.meta.total', FamilyCount::of(Product::query()->where('discount_percent', '>', 0)))
            ->where('listing.chips', [])
            ->etc());

        // A category page has no category or discount facet.
        $this->get('/categorie-produs/'.DB::table('categories')->where('id', $top->parent_id)->value('slug').'/'.$top->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.facets', fn ($facets) => collect($facets)->pluck('key')->intersect(['category', 'discount'])->isEmpty())
            ->etc());
    }

    #[Test]
    public function the_new_products_page_lists_the_new_products_newest_first_on_request(): void
    {
        $new = FamilyCount::of(Product::query()->where('is_new', true));

        $this->get('/produse-noi?sort=newest')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('catalog/listing')
            ->where('meta.title', 'Produse noi')
            ->where('listing.products.meta.total', $new)
            ->where('listing.products.data', function ($cards): bool {
                $products = Product::query()->findMany(collect($cards)->pluck('id'))->keyBy('id');
                $dates = collect($cards)->map(fn (array $c) => $products[$c['id']]->created_at?->getTimestamp())->all();
                $this->assertTrue($products->every(fn (Product $p) => $p->is_new));
                $this->assertSame(collect($dates)->sortDesc()->values()->all(), $dates);

                return true;
            })
            ->etc());
        $this->get('/ru/produse-noi')->assertOk()->assertInertia(fn (Assert $page) => $page->where('meta.title', 'Новинки')->etc());
    }

    #[Test]
    public function a_brand_page_lists_only_that_brand_without_a_brand_facet(): void
    {
        $brand = Brand::query()->where('slug', 'samsung')->firstOrFail();
        $count = Product::query()->where('brand_id', $brand->id)->where('is_listed', true)->count();

        $this->get('/branduri/samsung')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('catalog/listing')
            ->where('meta.title', 'Samsung')
            ->where('heading', 'Samsung')
            ->where('listing.products.meta.total', $count)
            ->where('listing.products.data', fn ($cards) => collect($cards)->every(fn (array $c) => $c['brand']['slug'] === 'samsung'))
            ->where('listing.facets', fn ($facets) => ! collect($facets)->pluck('key')->contains('brand'))
            ->where('breadcrumbs.0.url', '/branduri')
            ->etc());

        $inStock = Product::query()->where('brand_id', $brand->id)->where('stock_total', '>', 0)->where('is_listed', true)->count();
        $this->get('/ru/branduri/samsung?stock=1')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.meta.total', $inStock)
            ->where('breadcrumbs.0.name', 'Бренды')
            ->etc());

        $this->get('/branduri/nu-exista')->assertNotFound();
        $this->get('/ru/branduri/nu-exista')->assertNotFound()->assertSee('Страница не найдена', false);
    }

    #[Test]
    public function a_running_promotion_shows_its_terms_and_only_its_products(): void
    {
        $promotion = Promotion::scopeRunning(Promotion::query())->orderBy('id')->firstOrFail();
        $ids = DB::table('promotion_product')->where('promotion_id', $promotion->id)->pluck('product_id')->all();
        // The listing shows each family once, as its best variant in the promotion.
        $listed = FamilyCount::of(DB::table('products')->whereIn('id', $ids));

        $this->get('/promotii/'.$promotion->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('promotions/show')
            ->where('meta.title', $promotion->title['ro'])
            ->where('promotion.title', $promotion->title['ro'])
            ->where('promotion.terms_html', Markdown::toHtml($promotion->terms['ro']))
            ->where('promotion.products_count', count($ids))
            ->where('listing.products.meta.total', $listed)
            ->where('listing.products.data', fn ($cards) => collect($cards)->pluck('id')->diff($ids)->isEmpty())
            ->etc());

        $this->get('/ru/promotii/'.$promotion->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotion.title', $promotion->title['ru'])
            ->where('breadcrumbs.0.url', '/ru/promotii')
            ->etc());
    }

    #[Test]
    public function ended_future_and_unpublished_promotions_are_404s(): void
    {
        $promotion = Promotion::scopeRunning(Promotion::query())->orderBy('id')->firstOrFail();

        $promotion->update(['ends_at' => now()->subDay()]);
        $this->get('/promotii/'.$promotion->slug)->assertNotFound();

        $promotion->update(['ends_at' => null, 'starts_at' => now()->addDay()]);
        $this->get('/promotii/'.$promotion->slug)->assertNotFound();

        $promotion->update(['starts_at' => now()->subDay(), 'is_published' => false]);
        $this->get('/ru/promotii/'.$promotion->slug)->assertNotFound();

        $this->get('/promotii/nu-exista')->assertNotFound();
    }

    #[Test]
    public function search_results_have_facets_sorts_and_keep_the_query_in_every_link(): void
    {
        $listing = $this->get('/cautare?q=televizor')->assertOk()->viewData('page')['props']['listing'];

        $this->assertGreaterThan(0, $listing['products']['meta']['total']);
        $this->assertSame('relevance', $listing['sort']);
        $this->assertSame('relevance', $listing['sorts'][0]['value']);
        $this->assertSame(['q' => 'televizor'], $listing['query']);
        $this->assertContains('resolution', array_column($listing['facets'], 'key'));

        $cheapFirst = $this->get('/cautare?q=televizor&sort=price-asc&brand=samsung')->viewData('page')['props']['listing'];
        $prices = array_column($cheapFirst['products']['data'], 'price');
        $sorted = $prices;
        sort($sorted);
        $this->assertSame($sorted, $prices);
        $this->assertTrue(collect($cheapFirst['products']['data'])->every(fn (array $c) => $c['brand']['slug'] === 'samsung'));
        $this->assertSame(['q' => 'televizor', 'brand' => 'samsung'], $cheapFirst['query']);
    }

    #[Test]
    public function search_pages_work_in_russian_and_without_a_query(): void
    {
        $this->get('/ru/cautare?q='.urlencode('телевизор'))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('search/results')
            ->where('meta.title', 'Результаты поиска «телевизор»')
            ->where('listing.products.meta.total', fn (int $total) => $total > 0)
            ->etc());

        $this->get('/cautare')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Căutare')
            ->where('listing.products.meta.total', 0)
            ->etc());
        $this->get('/cautare?q[]=x')->assertOk();
        $this->get('/cautare?q='.str_repeat('a', 5000))->assertOk();
    }
}
