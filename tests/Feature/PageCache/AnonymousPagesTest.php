<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use App\Infrastructure\Http\AnonymousRequest;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\Store;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\Route as Router;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\TestCase;

/**
 * Browsing pages for a shopper without any state cookie: no session, no cookie, the anonymous props, public cache
 * headers with a strong ETag and 304s; the same page, byte for byte, for everyone. Anyone with a state cookie gets
 * their own page, private.
 */
final class AnonymousPagesTest extends TestCase
{
    use ReadsPages;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function every_browsing_page_is_public_identical_and_answers_304_to_its_etag(): void
    {
        foreach ($this->publicUrls() as $url) {
            $first = $this->get($url);
            $this->assertPublic($first);
            $first->assertHeader('Vary', 'X-Inertia, X-Inertia-Except-Once-Props, X-Inertia-Version');
            $props = $this->props($first);
            $this->assertNull($props['auth']['user'], $url);
            $this->assertSame(0, $props['cart']['count'], $url);
            $this->assertSame(['count' => 0, 'ids' => []], $props['favourites'], $url);
            $this->assertSame(['count' => 0, 'ids' => []], $props['compare'], $url);

            $second = $this->get($url);
            $this->assertSame($first->getContent(), $second->getContent(), "$url differs between two anonymous shoppers");
            $this->assertSame($first->headers->get('ETag'), $second->headers->get('ETag'));

            $this->get($url, ['If-None-Match' => (string) $first->headers->get('ETag')])->assertStatus(304)->assertContent('');
            $this->get($url, ['If-None-Match' => '"0"'])->assertOk();
        }
    }

    #[Test]
    public function the_inertia_answer_is_a_separate_public_response_with_its_own_etag(): void
    {
        $html = $this->get('/catalog');
        $json = $this->get('/catalog', $this->inertiaHeaders());

        $this->assertPublic($json);
        $json->assertHeader('X-Inertia', 'true');
        $this->assertNotSame($html->headers->get('ETag'), $json->headers->get('ETag'));
        // The same page: the HTML lists the once-props' files (App\Infrastructure\Inertia\OnceFiles) where the visit has them.
        $once = ['catalog' => true, 'translations' => true];
        $this->assertSame(array_diff_key($this->props($json), $once), array_diff_key($this->props($html), $once));
        $this->assertArrayHasKey('catalog', $this->props($json));
        $this->assertSame($json->getContent(), $this->get('/catalog', $this->inertiaHeaders())->getContent());
    }

    #[Test]
    public function partial_reloads_prefetches_and_old_builds_are_never_public(): void
    {
        $partial = $this->get('/catalog', [...$this->inertiaHeaders(), 'X-Inertia-Partial-Component' => 'catalog/index', 'X-Inertia-Partial-Data' => 'cart']);
        $partial->assertOk();
        $this->assertPrivate($partial);

        $prefetch = $this->get('/catalog', [...$this->inertiaHeaders(), 'Purpose' => 'prefetch']);
        $prefetch->assertOk();
        $this->assertPrivate($prefetch);

        $stale = $this->get('/catalog', ['X-Inertia' => 'true', 'X-Inertia-Version' => 'old-build']);
        $stale->assertStatus(409);
        $this->assertPrivate($stale);
    }

    #[Test]
    public function any_state_cookie_gets_the_shoppers_own_private_page(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $guest = Str::random(40);
        $this->withCookie(GuestId::COOKIE, $guest)->post('/favorite/'.$product->id)->assertRedirect();

        $mine = $this->withCookie(GuestId::COOKIE, $guest)->get('/');
        $this->assertPrivate($mine);
        $this->assertSame([$product->id], $this->props($mine)['favourites']['ids']);

        foreach ([config()->string('session.cookie') => 'x', 'remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d' => 'x', 'XSRF-TOKEN' => 'x'] as $name => $value) {
            $this->defaultCookies = [];
            $this->unencryptedCookies = [];
            $response = $this->withUnencryptedCookie($name, $value)->get('/');
            $response->assertOk();
            $this->assertPrivate($response);
            $this->assertNotNull($this->responseCookie($response, config()->string('session.cookie')), "$name: the session goes on");
        }
    }

    #[Test]
    public function pages_with_a_shoppers_state_or_a_form_of_their_own_are_never_public(): void
    {
        $urls = ['/cos', '/favorite', '/compara', '/checkout', '/autentificare', '/contacte/oficiu', '/credit', '/ru/cos'];
        foreach ($urls as $url) {
            $response = $this->get($url);
            $this->assertPrivate($response);
            $this->assertNotSame([], $response->headers->getCookies(), "$url starts a session");
        }

        // An unknown product on a public route: a 404 that no cache keeps.
        $missing = $this->get('/produs/nu-exista');
        $missing->assertNotFound();
        $this->assertPrivate($missing);
        $this->assertSame([], $missing->headers->getCookies());
    }

    #[Test]
    public function a_page_the_ssr_server_could_not_render_is_public_for_a_short_time_only(): void
    {
        config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://127.0.0.1:9', 'page_cache.ttl' => 60, 'page_cache.without_ssr_ttl' => 7]);

        $html = $this->get('/catalog');
        $html->assertOk();
        $this->assertStringNotContainsString('data-server-rendered', (string) $html->getContent());
        // Caches keep working through an SSR outage, but keep such a page briefly and never serve it stale.
        $html->assertHeader('Cache-Control', 'max-age=0, public, s-maxage=7');
        // The Inertia answer is never server-rendered: still public.
        $this->assertPublic($this->get('/catalog', $this->inertiaHeaders()));
    }

    #[Test]
    public function the_colour_scheme_cookie_does_not_change_the_public_page(): void
    {
        $plain = $this->get('/');
        $dark = $this->withUnencryptedCookie('appearance', 'dark')->get('/');

        $this->assertPublic($dark);
        $this->assertSame($plain->getContent(), $dark->getContent());
        $this->assertSame('system', $this->props($dark)['appearance']);
    }

    #[Test]
    public function the_state_endpoint_starts_the_session_and_answers_the_counts_uncached(): void
    {
        $response = $this->getJson('/stare')->assertOk()
            ->assertExactJson(['signed_in' => false, 'cart' => ['count' => 0], 'favourites' => ['count' => 0, 'ids' => []], 'compare' => ['count' => 0, 'ids' => []]]);

        $this->assertStringContainsString('no-store', (string) $response->headers->get('Cache-Control'));
        $this->assertNotNull($this->responseCookie($response, config()->string('session.cookie')));
        $this->assertNotNull($this->responseCookie($response, 'XSRF-TOKEN'));
    }

    #[Test]
    public function the_state_endpoint_is_rate_limited(): void
    {
        config(['rate_limits.shopper-state.attempts' => 2]);

        $this->getJson('/stare')->assertOk();
        $this->getJson('/stare')->assertOk();
        $this->getJson('/stare')->assertStatus(429)->assertHeader('Retry-After');
    }

    #[Test]
    public function the_state_cookies_are_listed_for_the_proxy_too(): void
    {
        $patterns = AnonymousRequest::cookiePatterns();
        $matches = static fn (string $cookie): bool => array_filter($patterns, static fn (string $pattern): bool => preg_match('/'.$pattern.'/', $cookie) === 1) !== [];

        foreach ([config()->string('session.cookie'), 'XSRF-TOKEN', GuestId::COOKIE, 'remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d'] as $cookie) {
            $this->assertTrue($matches($cookie), $cookie);
            $this->assertTrue(AnonymousRequest::isStateCookie($cookie), $cookie);
        }
        foreach (['appearance', 'my_guest_id', 'xsrf-token-old'] as $cookie) {
            $this->assertFalse($matches($cookie), $cookie);
            $this->assertFalse(AnonymousRequest::isStateCookie($cookie), $cookie);
        }
    }

    #[Test]
    public function public_routes_are_pages_a_shopper_only_reads(): void
    {
        $public = collect(Router::getRoutes()->getRoutes())
            ->filter(static fn (Route $route): bool => in_array('page.public', $route->gatherMiddleware(), true));

        $this->assertNotEmpty($public);
        foreach ($public as $route) {
            $this->assertSame(['GET', 'HEAD'], $route->methods(), (string) $route->getName());
            $this->assertDoesNotMatchRegularExpression('/^(ru\.)?(cart|checkout|orders|account|settings|favourites|compare|login|register|admin|contacts|credit|careers\.show)\b/', (string) $route->getName());
        }
    }

    /** @return list<string> */
    private function publicUrls(): array
    {
        $category = Category::query()->where('depth', 0)->orderBy('id')->firstOrFail();
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $brand = Brand::query()->orderBy('id')->firstOrFail();
        $promotion = Promotion::query()->running()->orderBy('id')->firstOrFail();
        $store = Store::query()->orderBy('id')->firstOrFail();

        return [
            '/', '/ru', '/catalog', '/categorie-produs/'.$category->slug, '/categorie-produs/reduceri', '/produse-noi',
            '/produs/'.$product->slug, '/ru/produs/'.$product->slug, '/branduri', '/branduri/'.$brand->slug,
            '/promotii', '/promotii/'.$promotion->slug, '/blog', '/blog/cum-alegi-televizorul-potrivit',
            '/pagina/termeni-si-conditii', '/despre-companie', '/contacte/magazine', '/contacte/magazine/'.$store->slug.'/produse',
            '/cariera', '/cautare?q=samsung', '/ru/cautare?q=televizor&brand=samsung',
        ];
    }

    /** @param  \Illuminate\Testing\TestResponse<\Symfony\Component\HttpFoundation\Response>  $response */
    private function responseCookie($response, string $name): ?\Symfony\Component\HttpFoundation\Cookie
    {
        foreach ($response->headers->getCookies() as $cookie) {
            if ($cookie->getName() === $name) {
                return $cookie;
            }
        }

        return null;
    }
}
