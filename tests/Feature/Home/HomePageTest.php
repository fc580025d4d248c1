<?php

declare(strict_types=1);

namespace Tests\Feature\Home;

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
                ->hasAll(['id', 'name', 'slug', 'url', 'sku', 'image', 'image_alt', 'image_srcset', 'price', 'old_price', 'discount_percent', 'brand', 'is_stock', 'credit']))
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
        // the running banners, the category tree, credit programmes: however many products, stores and banners there are.
        $this->assertLessThanOrEqual(14, count(DB::getQueryLog()));
    }
}
