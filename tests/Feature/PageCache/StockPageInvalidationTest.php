<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use App\Infrastructure\PageCache\PageCache;
use App\Infrastructure\PageCache\PageCacheInvalidation;
use App\Infrastructure\PageCache\ProxyPurge;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use App\Services\Stock\StockLedger;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\Client\Request as ClientRequest;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A move of stock (an order taking units) renews only the pages of the products it moved, in both languages, in
 * the application's cache and in nginx's; every other page stays. Only when a product or a place runs out or gets
 * units back (what listings, the stock filter and the stores' counts show) are all pages renewed.
 */
final class StockPageInvalidationTest extends TestCase
{
    use ReadsPages;

    private const PURGE = 'http://127.0.0.1:8080/_shop/purge-pages';

    private Product $moved;

    private Product $other;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        config(['page_cache.enabled' => true]);
        /** @var Product $moved */
        $moved = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        /** @var Product $other */
        $other = Product::query()->where('is_active', true)->where('id', '>', $moved->id)->orderBy('id')->firstOrFail();
        [$this->moved, $this->other] = [$moved, $other];
        Stock::only($this->moved, 5);
        Stock::only($this->other, 5);
    }

    #[Test]
    public function a_stock_move_renews_only_its_products_pages_in_both_languages(): void
    {
        $pages = $this->cachePages();

        $this->move(4);

        $this->get($pages['moved'])->assertHeader('X-Page-Cache', 'MISS');
        $this->get($pages['moved ru'])->assertHeader('X-Page-Cache', 'MISS');
        foreach (['other', 'listing', 'home'] as $page) {
            $this->get($pages[$page])->assertHeader('X-Page-Cache', 'HIT');
        }
        $this->get($pages['moved'])->assertHeader('X-Page-Cache', 'HIT');
    }

    #[Test]
    public function a_placed_order_renews_only_its_products_pages(): void
    {
        $pages = $this->cachePages();

        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $this->postJson('/cos/produse', ['product_id' => $this->moved->id, 'quantity' => 2])->assertOk();
        $this->postJson('/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => '',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ștefan cel Mare 1',
            'delivery_interval' => '09-13', 'payment_method' => 'cash', 'consent' => true,
        ])->assertCreated();
        $this->assertSame(3, (int) $this->moved->fresh()?->stock_total);
        // Anonymous again, as the next shopper browsing.
        $this->withCredentials = false;
        $this->defaultCookies = [];

        $this->get($pages['moved'])->assertHeader('X-Page-Cache', 'MISS');
        $this->get($pages['moved ru'])->assertHeader('X-Page-Cache', 'MISS');
        foreach (['other', 'listing', 'home'] as $page) {
            $this->get($pages[$page])->assertHeader('X-Page-Cache', 'HIT');
        }
    }

    #[Test]
    public function a_move_that_empties_a_product_renews_every_page(): void
    {
        $pages = $this->cachePages();

        $this->move(0);

        foreach ($pages as $page) {
            $this->get($page)->assertHeader('X-Page-Cache', 'MISS');
        }
        $this->assertFalse($this->props($this->get($pages['moved']))['product']['is_stock']);
    }

    #[Test]
    public function a_rolled_back_move_renews_nothing(): void
    {
        $pages = $this->cachePages();

        try {
            DB::transaction(function (): void {
                $this->move(4);

                throw new RuntimeException('refused');
            });
        } catch (RuntimeException) {
            // The move is undone.
        }

        foreach ($pages as $page) {
            $this->get($page)->assertHeader('X-Page-Cache', 'HIT');
        }
    }

    #[Test]
    public function nginx_drops_only_those_pages(): void
    {
        config(['page_cache.purge_urls' => [self::PURGE]]);
        Http::preventStrayRequests();
        Http::fake(static fn () => Http::response('', 200));
        $this->move(4);
        ProxyPurge::flush();

        // GET and HEAD, the HTML and the Inertia answer for each set of once-props, in both languages; no purge of
        // the version, which would renew every page.
        Http::assertSentCount(20);
        Http::assertNotSent(static fn (ClientRequest $request): bool => $request->url() === self::PURGE);
        $keys = [];
        Http::assertSent(function (ClientRequest $request) use (&$keys): bool {
            $keys[] = $request->header(ProxyPurge::PAGE_KEY_HEADER)[0] ?? '';

            return $request->method() === 'PURGE' && $request->url() === self::PURGE.'/one';
        });
        $this->assertContains('http|GET|localhost|/produs/'.$this->moved->slug.'||||'.PageCache::current(), $keys);
        $this->assertContains('http|HEAD|localhost|/ru/produs/'.$this->moved->slug.'|true|'.$this->inertiaHeaders()['X-Inertia-Version'].'|translations.ru,catalog.ru|'.PageCache::current(), $keys);
        $this->assertSame([], array_filter($keys, fn (string $key): bool => str_contains($key, $this->other->slug)));

        // nginx's own key for the HTML of that page, from deploy/nginx/shop.conf with the request's values.
        $conf = (string) file_get_contents(base_path('deploy/nginx/shop.conf'));
        $this->assertSame(1, preg_match('~location = /index\.php \{.*?fastcgi_cache_key "([^"]+)";~s', $conf, $page));
        $this->assertSame(1, preg_match('~location = /_shop/purge-pages/one \{.*?fastcgi_cache_purge shop_pages "\$http_x_shop_page_key(\|\$realpath_root)";~s', $conf, $purge));
        $pageKey = $page[1] ?? '';
        $release = $purge[1] ?? '|';
        $this->assertStringEndsWith($release, $pageKey);
        $nginxKey = strtr(substr($pageKey, 0, -strlen($release)), [
            '$scheme' => 'http', '$request_method' => 'GET', '$host' => 'localhost', '$request_uri' => '/produs/'.$this->moved->slug,
            '$http_x_inertia_except_once_props' => '', '$http_x_inertia_version' => '', '$http_x_inertia' => '', '$shop_page_version' => PageCache::current(),
        ]);
        $this->assertContains($nginxKey, $keys);
    }

    /**
     * @return array<string, string>
     */
    private function cachePages(): array
    {
        $pages = [
            'moved' => '/produs/'.$this->moved->slug, 'moved ru' => '/ru/produs/'.$this->moved->slug,
            'other' => '/produs/'.$this->other->slug, 'listing' => '/produse-noi', 'home' => '/',
        ];
        foreach ($pages as $page) {
            $this->get($page)->assertOk()->assertHeader('X-Page-Cache', 'MISS');
            $this->get($page)->assertHeader('X-Page-Cache', 'HIT');
        }

        return $pages;
    }

    /** What an order does: a move of the product's units at the warehouse, wrapped as a stock move. */
    private function move(int $units): void
    {
        PageCacheInvalidation::stock([$this->moved->id], fn () => app(StockLedger::class)->setQuantity($this->moved->id, Stock::warehouse(), $units));
    }
}
