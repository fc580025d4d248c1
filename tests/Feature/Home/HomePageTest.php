<?php

declare(strict_types=1);

namespace Tests\Feature\Home;

use App\Models\Promotion;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class HomePageTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_first_paint_carries_the_sliders_the_stores_and_the_category_tree(): void
    {
        $this->get('/')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('home/index')
            ->where('meta.title', 'Electronice și electrocasnice')
            ->has('newProducts.0', fn (Assert $card) => $card
                ->hasAll(['id', 'name', 'slug', 'url', 'sku', 'image', 'image_alt', 'image_srcset', 'price', 'old_price', 'discount_percent', 'brand', 'is_stock', 'credit', 'variants']))
            ->where('newProducts', fn ($cards) => collect($cards)->every(fn (array $c): bool => is_int($c['price'])))
            ->has('popularProducts')
            ->has('salesProducts', 10)
            ->where('salesProducts', fn ($cards) => collect($cards)->every(fn (array $c): bool => $c['old_price'] > $c['price']))
            ->where('stores', fn ($stores) => collect($stores)->pluck('sorted')->sort()->values()->all() === collect($stores)->pluck('sorted')->all())
            ->has('catalog', 8)
            ->where('shop.phones', ['+37322782222', '+37360782223'])
            ->etc());
    }

    #[Test]
    public function every_running_promotion_shows_on_the_home_page_in_the_shops_order(): void
    {
        $running = Promotion::scopeRunning(Promotion::query())->orderBy('sort')->orderByRaw('ends_at is null')->orderBy('ends_at')->orderBy('id')->pluck('slug')->all();
        $this->assertContains('black-friday', $running);
        $this->assertGreaterThanOrEqual(4, count($running));

        $this->get('/')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotions', fn ($promotions): bool => collect($promotions)->pluck('slug')->all() === $running)
            ->has('promotions.0', fn (Assert $card) => $card
                ->where('slug', 'black-friday')
                ->where('title', 'Black Friday')
                ->where('url', '/promotii/black-friday')
                ->where('banner', '/images/promotions/black-friday.svg')
                ->hasAll(['summary', 'starts_at', 'ends_at', 'products_count'])
                ->missingAll(['description', 'terms'])));

        // Neither a promotion that has ended nor one that has not started yet.
        $this->get('/ru')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotions', fn ($promotions): bool => collect($promotions)->pluck('slug')->intersect(['racoare-in-vara-aer-conditionat', 'cadouri-de-craciun'])->isEmpty())
            ->where('promotions.1.title', 'Скидки на телевизоры')
            ->where('promotions.1.url', '/ru/promotii/reduceri-la-televizoare'));
    }

    #[Test]
    public function an_unpublished_promotion_leaves_the_home_page(): void
    {
        Promotion::query()->where('slug', 'black-friday')->update(['is_published' => false]);

        $this->get('/')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotions', fn ($promotions): bool => ! collect($promotions)->pluck('slug')->contains('black-friday')));
    }

    #[Test]
    public function the_russian_home_page_names_products_and_stores_in_russian(): void
    {
        $this->get('/ru')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Электроника и бытовая техника')
            ->where('stores.0.city', 'Кишинёв')
            ->where('catalog.0.name', 'Телефоны и гаджеты')
            ->etc());
    }

    #[Test]
    public function the_home_page_runs_a_fixed_small_number_of_queries(): void
    {
        $this->get('/')->assertOk();

        DB::enableQueryLog();
        $this->get('/ru')->assertOk();

        // new, popular, discounted (+ count), their brands and main pictures, stores and their days of other hours,
        // the running banners and promotions, the category tree, credit programmes: however many products, stores and banners there are.
        $this->assertLessThanOrEqual(15, count(DB::getQueryLog()));
    }
}
