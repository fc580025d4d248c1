<?php

declare(strict_types=1);

namespace Tests\Feature\Products;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use App\Models\Store;
use App\Models\StoreException;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The product page's promise for an order placed now (App\Queries\Products\DeliveryEstimate), at frozen moments on the
 * shop's clock (Chișinău, UTC+2 in December): the courier's first day by the checkout's rule (the shop's midnight is
 * its cut-off), the pickup in a store that has the product (an hour of its opening hours, rounded up to the hour;
 * closing time, days off and holidays move it), and the moment the answer changes, which a page served from the page
 * cache carries so the browser asks again with a partial reload.
 */
final class DeliveryEstimateTest extends TestCase
{
    use ReadsPages;

    private Product $product;

    private Store $store;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->store = Store::query()->create([
            'slug' => 'magazin-test',
            'name' => ['ro' => 'Magazinul Test', 'ru' => 'Магазин Тест'],
            'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
            'address' => ['ro' => 'str. Test 1', 'ru' => 'ул. Тест 1'],
            'phones' => ['+37322000001'],
            'hours' => [1 => ['09:00', '19:00'], 2 => ['09:00', '19:00'], 3 => ['09:00', '19:00'], 4 => ['09:00', '19:00'], 5 => ['09:00', '19:00'], 6 => ['10:00', '16:00'], 7 => null],
            'latitude' => 47.02,
            'longitude' => 28.83,
            'sorted' => 1,
        ]);
        $this->product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        Stock::only($this->product, 5);
        Stock::set($this->product, $this->store->id, 2);
    }

    private function at(string $local): void
    {
        $this->travelTo(CarbonImmutable::parse($local, 'Europe/Chisinau'));
    }

    /**
     * @return array<string, mixed>
     */
    private function estimate(string $prefix = ''): array
    {
        $props = $this->get($prefix.'/produs/'.$this->product->slug)->assertOk()->viewData('page')['props'];
        $this->assertIsArray($props['delivery']);

        return $props['delivery'];
    }

    /**
     * @return array<string, array{string, list<array{date: string, day: string|null, zones: list<string>}>, array{ready_at: string, day: string|null}, string}>
     */
    public static function moments(): array
    {
        $thursday = [['date' => '2026-12-03', 'day' => 'tomorrow', 'zones' => ['chisinau', 'suburbs']], ['date' => '2026-12-04', 'day' => null, 'zones' => ['country']]];

        return [
            'Wednesday early afternoon: ready today, an hour later once 14:00 has passed' => [
                '2026-12-02 13:20', $thursday, ['ready_at' => '2026-12-02 15:00', 'day' => 'today'], '2026-12-02T14:00:01+02:00',
            ],
            'Wednesday 17:00, the last order ready before closing' => [
                '2026-12-02 17:00', $thursday, ['ready_at' => '2026-12-02 18:00', 'day' => 'today'], '2026-12-02T17:00:01+02:00',
            ],
            'Wednesday 17:01: not before closing, so at the next opening' => [
                '2026-12-02 17:01', $thursday, ['ready_at' => '2026-12-03 10:00', 'day' => 'tomorrow'], '2026-12-03T00:00:00+02:00',
            ],
            'a minute before the cut-off: the courier still comes tomorrow' => [
                '2026-12-02 23:59', $thursday, ['ready_at' => '2026-12-03 10:00', 'day' => 'tomorrow'], '2026-12-03T00:00:00+02:00',
            ],
            'past midnight: every courier day moves on, the pickup is today' => [
                '2026-12-03 00:00',
                [['date' => '2026-12-04', 'day' => 'tomorrow', 'zones' => ['chisinau', 'suburbs']], ['date' => '2026-12-05', 'day' => null, 'zones' => ['country']]],
                ['ready_at' => '2026-12-03 10:00', 'day' => 'today'],
                '2026-12-03T09:00:01+02:00',
            ],
            'Saturday after the short day: closed on Sunday, ready on Monday' => [
                '2026-12-05 15:30',
                [['date' => '2026-12-06', 'day' => 'tomorrow', 'zones' => ['chisinau', 'suburbs']], ['date' => '2026-12-07', 'day' => null, 'zones' => ['country']]],
                ['ready_at' => '2026-12-07 10:00', 'day' => null],
                '2026-12-06T00:00:00+02:00',
            ],
        ];
    }

    /**
     * @param  list<array{date: string, day: string|null, zones: list<string>}>  $courier
     * @param  array{ready_at: string, day: string|null}  $pickup
     */
    #[Test]
    #[DataProvider('moments')]
    public function the_page_promises_what_the_checkout_would_give_an_order_placed_now(string $now, array $courier, array $pickup, string $refresh): void
    {
        $this->at($now);

        $this->assertSame(['courier' => $courier, 'pickup' => [['store_id' => $this->store->id, ...$pickup]], 'refresh_at' => $refresh], $this->estimate());
        $this->assertSame($courier, $this->estimate('/ru')['courier']);

        // The checkout's own days for a cart placed at the same moment: each zone's first one is the page's.
        $guest = Str::random(40);
        $this->withCookie(GuestId::COOKIE, $guest)->post('/cos/produse', ['product_id' => $this->product->id])->assertRedirect();
        $zones = $this->withCookie(GuestId::COOKIE, $guest)->get('/checkout')->viewData('page')['props']['options']['zones'];
        foreach ($zones as $zone) {
            $promised = collect($courier)->first(fn (array $day): bool => in_array($zone['code'], $day['zones'], true));
            $this->assertSame($zone['dates'][0], $promised['date'] ?? null, $zone['code']);
        }
    }

    #[Test]
    public function a_holiday_or_a_short_day_moves_the_pickup_to_the_next_open_day(): void
    {
        StoreException::query()->create(['store_id' => $this->store->id, 'date' => '2026-12-03', 'opens_at' => null, 'closes_at' => null, 'note' => ['ro' => 'Sărbătoare', 'ru' => 'Праздник']]);
        $this->at('2026-12-02 18:05');
        $this->assertSame([['store_id' => $this->store->id, 'ready_at' => '2026-12-04 10:00', 'day' => null]], $this->estimate()['pickup']);

        StoreException::query()->create(['store_id' => $this->store->id, 'date' => '2026-12-02', 'opens_at' => '09:00', 'closes_at' => '14:00', 'note' => ['ro' => 'Zi scurtă', 'ru' => 'Короткий день']]);
        $this->at('2026-12-02 13:20');
        $this->assertSame([['store_id' => $this->store->id, 'ready_at' => '2026-12-04 10:00', 'day' => null]], $this->estimate()['pickup']);
    }

    #[Test]
    public function only_the_stores_holding_the_product_are_promised_and_nothing_for_a_product_out_of_stock(): void
    {
        $this->at('2026-12-02 13:20');
        $this->get('/produs/'.$this->product->slug)->assertInertia(fn (Assert $page) => $page
            ->where('delivery.pickup', [['store_id' => $this->store->id, 'ready_at' => '2026-12-02 15:00', 'day' => 'today']])
            ->where('availability', fn ($stores) => collect($stores)->where('quantity', '>', 0)->pluck('id')->all() === [$this->store->id])
            ->where('translations', fn ($lines) => $lines['product.delivery.pickup_today'] === 'Ridicare azi de la :time' && $lines['product.delivery.courier_tomorrow'] === 'Livrare mâine')
            ->etc());

        Stock::only($this->product, 0);
        $this->assertSame(['courier' => [], 'pickup' => [], 'refresh_at' => '2026-12-03T00:00:00+02:00'], $this->estimate('/ru'));
    }

    #[Test]
    public function a_cached_page_carries_the_moment_it_went_stale_and_the_partial_reload_bypasses_the_cache(): void
    {
        config(['page_cache.enabled' => true]);
        $this->at('2026-12-02 13:59:50');
        $this->get('/produs/'.$this->product->slug, $this->inertiaHeaders())->assertHeader('X-Page-Cache', 'MISS');

        // Thirty seconds later the kept page still says 15:00, with the moment that stopped being true.
        $this->at('2026-12-02 14:00:20');
        $cached = $this->get('/produs/'.$this->product->slug, $this->inertiaHeaders())->assertHeader('X-Page-Cache', 'HIT');
        $stale = $this->props($cached)['delivery'];
        $this->assertSame('2026-12-02 15:00', $stale['pickup'][0]['ready_at']);
        $this->assertLessThan(now()->getTimestamp(), CarbonImmutable::parse($stale['refresh_at'])->getTimestamp());

        // What the page then asks for: only the estimate, worked out now, never from the cache.
        $partial = $this->get('/produs/'.$this->product->slug, [
            ...$this->inertiaHeaders(),
            'X-Inertia-Partial-Component' => 'products/show',
            'X-Inertia-Partial-Data' => 'delivery',
        ])->assertOk();
        $this->assertNotSame('HIT', $partial->headers->get('X-Page-Cache'));
        $props = $this->props($partial);
        $this->assertArrayNotHasKey('specs', $props);
        $this->assertArrayNotHasKey('similar', $props);
        $this->assertSame([['store_id' => $this->store->id, 'ready_at' => '2026-12-02 16:00', 'day' => 'today']], $props['delivery']['pickup']);
        $this->assertSame('2026-12-02T15:00:01+02:00', $props['delivery']['refresh_at']);
    }
}
