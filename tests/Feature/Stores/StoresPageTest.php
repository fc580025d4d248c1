<?php

declare(strict_types=1);

namespace Tests\Feature\Stores;

use App\Models\Store;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Catalog\FamilyCount;
use Tests\TestCase;

final class StoresPageTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /** Wednesday 14 January 2026, 10:30 in Chișinău (UTC+2). */
    private function travelToWednesdayMorning(): void
    {
        $this->travelTo(CarbonImmutable::parse('2026-01-14 08:30', 'UTC'));
    }

    #[Test]
    public function the_romanian_page_lists_every_store_in_the_shops_order_with_hours_phones_and_links(): void
    {
        $this->travelToWednesdayMorning();
        $first = Store::scopeShops(Store::query())->orderBy('sorted')->firstOrFail();
        $inStock = DB::table('product_stock')->where('store_id', $first->id)->where('quantity', '>', 0)->count();

        $this->get('/contacte/magazine')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('stores/index')
            ->where('meta.title', 'Magazine')
            ->where('breadcrumbs', [['name' => 'Magazine', 'url' => '/contacte/magazine']])
            ->where('stores', fn ($stores) => collect($stores)->pluck('slug')->all() === Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->pluck('slug')->all())
            ->has('stores', 10)
            ->where('stores.0.name', 'Chișinău, bd. Ștefan cel Mare')
            ->where('stores.0.city', 'Chișinău')
            ->where('stores.0.city_key', 'chisinau')
            ->where('stores.0.phones', ['+37322782222', '+37360782223'])
            ->where('stores.0.hours', [
                ['from' => 1, 'to' => 5, 'hours' => ['09:00', '19:00']],
                ['from' => 6, 'to' => 7, 'hours' => ['09:00', '17:00']],
            ])
            ->where('stores.0.status', ['open' => true, 'closes_at' => '19:00', 'opens_at' => null, 'opens_day' => null, 'opens_in_days' => null])
            ->where('stores.0.products_url', '/contacte/magazine/chisinau-stefan-cel-mare/produse')
            ->where('stores.0.products_count', $inStock)
            ->where('stores.0.map_url', fn (string $url) => str_contains($url, '47.0245') && str_contains($url, '28.8323'))
            ->where('stores.4.city_key', 'balti')
            ->where('map.tiles_url', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')
            ->etc());
        $this->assertGreaterThan(0, $inStock);
    }

    #[Test]
    public function the_russian_page_shows_russian_names_and_keeps_the_city_keys(): void
    {
        $this->travelToWednesdayMorning();

        $this->get('/ru/contacte/magazine')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('stores/index')
            ->where('meta.title', 'Магазины')
            ->where('stores.0.name', 'Кишинёв, бул. Штефан чел Маре')
            ->where('stores.0.city', 'Кишинёв')
            ->where('stores.0.city_key', 'chisinau')
            ->where('stores.0.products_url', '/ru/contacte/magazine/chisinau-stefan-cel-mare/produse')
            ->where('route.alternates.ro', '/contacte/magazine')
            ->etc());
    }

    #[Test]
    public function open_now_follows_each_stores_hours_in_chisinau_time(): void
    {
        // Wednesday 20:30 in Chișinău: the street shops closed at 19:00, the mall is open until 22:00.
        $this->travelTo(CarbonImmutable::parse('2026-01-14 18:30', 'UTC'));

        $this->get('/contacte/magazine')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('stores.0.status', ['open' => false, 'closes_at' => null, 'opens_at' => '09:00', 'opens_day' => 4, 'opens_in_days' => 1])
            ->where('stores.1.slug', 'chisinau-shopping-malldova')
            ->where('stores.1.status.open', true)
            ->where('stores.1.status.closes_at', '22:00')
            ->etc());

        $open = collect($this->getJson('/api/shop/get-stores/')->assertOk()->json('data'))->where('open_now', true)->pluck('slug')->all();
        $this->assertSame(['chisinau-shopping-malldova'], $open);
    }

    #[Test]
    public function the_same_utc_hour_is_open_in_summer_and_closed_in_winter(): void
    {
        $this->travelTo(CarbonImmutable::parse('2026-07-15 06:30', 'UTC'));
        $this->assertTrue($this->getJson('/api/shop/get-stores/')->json('data.0.open_now'));

        $this->travelTo(CarbonImmutable::parse('2026-01-14 06:30', 'UTC'));
        $this->assertFalse($this->getJson('/api/shop/get-stores/')->json('data.0.open_now'));
    }

    #[Test]
    public function the_number_of_queries_does_not_grow_with_the_stores(): void
    {
        $this->get('/contacte/magazine')->assertOk();
        DB::enableQueryLog();
        $this->get('/contacte/magazine')->assertOk();
        $before = count(DB::getQueryLog());
        DB::disableQueryLog();
        DB::flushQueryLog();

        $template = Store::query()->firstOrFail()->replicate();
        foreach (range(1, 5) as $n) {
            $copy = $template->replicate();
            $copy->slug = 'extra-'.$n;
            $copy->save();
        }
        // Saving a store makes a new catalogue version: the first page after it fills the caches again.
        $this->get('/contacte/magazine')->assertOk();

        DB::enableQueryLog();
        $this->get('/contacte/magazine')->assertOk()->assertInertia(fn (Assert $page) => $page->has('stores', 15)->etc());
        $after = count(DB::getQueryLog());

        $this->assertSame($before, $after);
        $this->assertLessThanOrEqual(6, $after);
    }

    #[Test]
    public function a_stores_products_page_lists_only_what_that_store_has_in_stock(): void
    {
        $store = Store::query()->where('slug', 'cahul')->firstOrFail();
        // A family counts once, as its best variant with units here.
        $expected = FamilyCount::of(DB::table('product_stock')->join('products', 'products.id', '=', 'product_stock.product_id')
            ->where('store_id', $store->id)->where('quantity', '>', 0));
        $emptyHere = DB::table('product_stock')->where('store_id', $store->id)->where('quantity', 0)->value('product_id');

        $this->get('/contacte/magazine/cahul/produse')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('catalog/listing')
            ->where('meta.title', 'Produse în magazinul Cahul')
            ->where('heading', 'Produse în magazinul Cahul')
            ->where('breadcrumbs.0', ['name' => 'Magazine', 'url' => '/contacte/magazine'])
            ->where('listing.products.meta.total', $expected)
            ->where('listing.products.data', function ($products) use ($store, $emptyHere): bool {
                foreach ($products as $product) {
                    $quantity = DB::table('product_stock')->where('store_id', $store->id)->where('product_id', $product['id'])->value('quantity');
                    if ((int) $quantity <= 0 || $product['id'] === $emptyHere) {
                        return false;
                    }
                }

                return count($products) > 0;
            })
            ->has('listing.facets')
            ->etc());

        $this->get('/ru/contacte/magazine/cahul/produse?sort=price-asc')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('heading', 'Товары в магазине Кагул')
            ->where('listing.sort', 'price-asc')
            ->where('listing.products.meta.total', $expected)
            ->etc());
    }

    #[Test]
    public function an_unknown_store_is_a_404_in_the_shoppers_language_and_a_page_past_the_end_the_last_page(): void
    {
        $this->get('/contacte/magazine/nu-exista/produse')->assertNotFound();
        $this->get('/ru/contacte/magazine/nu-exista/produse')->assertNotFound();
        $last = $this->get('/contacte/magazine/cahul/produse')->viewData('page')['props']['listing']['products']['meta']['last_page'];
        $this->get('/contacte/magazine/cahul/produse?page='.($last + 1))->assertRedirect('/contacte/magazine/cahul/produse'.($last > 1 ? '?page='.$last : ''));
        // Past the deepest numbered page too, through that page.
        $listing = $this->followingRedirects()->get('/contacte/magazine/cahul/produse?page=999')->assertOk()->viewData('page')['props']['listing'];
        $this->assertSame($last, $listing['products']['meta']['current_page']);
    }
}
