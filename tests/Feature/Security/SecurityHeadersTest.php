<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Infrastructure\PageCache\PageCache;
use App\Infrastructure\Shopper\GuestId;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\Vite;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Symfony\Component\HttpFoundation\Response;
use Tests\TestCase;

final class SecurityHeadersTest extends TestCase
{
    /** @return array<string, array{string, string, int}> */
    public static function responses(): array
    {
        return [
            'page' => ['GET', '/', 200],
            'russian page' => ['GET', '/ru/catalog', 200],
            'api' => ['GET', '/api/shop/get-stores/', 200],
            'api error' => ['GET', '/api/nu-exista', 404],
            'error page' => ['GET', '/nu-exista', 404],
            'redirect' => ['GET', '/cont', 302],
            'health' => ['GET', '/up', 200],
            'refused host' => ['GET', 'http://evil.example/', 400],
            'form redirect' => ['POST', '/parola-uitata', 302],
            'server error' => ['GET', '/__boom', 500],
        ];
    }

    #[Test]
    #[DataProvider('responses')]
    public function every_response_carries_the_browser_security_headers(string $method, string $uri, int $status): void
    {
        Route::middleware('web')->get('/__boom', static fn () => throw new RuntimeException('boom'));
        $response = $this->call($method, $uri)->assertStatus($status);

        $response->assertHeader('X-Content-Type-Options', 'nosniff')
            ->assertHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
            ->assertHeader('X-Frame-Options', 'DENY')
            ->assertHeaderMissing('Strict-Transport-Security');
        $permissions = (string) $response->headers->get('Permissions-Policy');
        foreach (['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'geolocation=()'] as $denied) {
            $this->assertStringContainsString($denied, $permissions);
        }

        $policy = $this->policy($response);
        $this->assertMatchesRegularExpression("/^'self' 'nonce-[A-Za-z0-9]{40}'$/", $policy['script-src']);
        $this->assertSame("'self' 'unsafe-inline'", $policy['style-src']);
        $this->assertSame("'self' data: blob: https://tile.openstreetmap.org", $policy['img-src']);
        $this->assertSame("'self'", $policy['connect-src']);
        $this->assertSame("'none'", $policy['object-src']);
        $this->assertSame("'self'", $policy['base-uri']);
        $this->assertStringStartsWith("'self'", $policy['form-action']);
        $this->assertSame("'none'", $policy['frame-ancestors']);
    }

    #[Test]
    public function every_script_of_a_page_carries_this_requests_nonce_and_the_nonce_changes(): void
    {
        $this->seed(DatabaseSeeder::class);

        $first = $this->get('/blog/cum-alegi-televizorul-potrivit')->assertOk();
        $nonce = $this->nonce($first);
        $html = (string) $first->getContent();

        preg_match_all('/<script\b[^>]*>/', $html, $scripts);
        // The appearance script, the Article JSON-LD and the Inertia page data.
        $this->assertGreaterThanOrEqual(3, count($scripts[0]));
        $this->assertStringContainsString('type="application/ld+json" nonce="'.$nonce.'"', $html);
        $this->assertStringContainsString('<script data-page="app" type="application/json" nonce="'.$nonce.'">', $html);
        foreach ($scripts[0] as $tag) {
            $this->assertStringContainsString('nonce="'.$nonce.'"', $tag);
        }

        // A shopper with a session gets a fresh nonce with every page.
        $shopper = fn () => $this->withUnencryptedCookie(GuestId::COOKIE, str_repeat('a', 40))->get('/blog/cum-alegi-televizorul-potrivit');
        $this->assertNotSame($this->nonce($shopper()), $this->nonce($shopper()));
    }

    /**
     * An anonymous shopper's page is the same for everyone, its nonce too: the same for one URL under one content
     * version, another for another URL (so a URL cannot carry its own page's nonce) or after any content change.
     */
    #[Test]
    public function an_anonymous_pages_nonce_follows_its_url_and_the_content_version(): void
    {
        $this->seed(DatabaseSeeder::class);
        $url = '/blog/cum-alegi-televizorul-potrivit';

        $nonce = $this->nonce($this->get($url));
        $this->assertSame($nonce, $this->nonce($this->get($url)));
        // Parameters the page does not read: its canonical page, nonce and all; those it reads: another page.
        $this->assertSame($nonce, $this->nonce($this->get($url.'?x=1')));
        $this->assertNotSame($this->nonce($this->get('/cautare?q=televizor')), $this->nonce($this->get('/cautare?q=laptop')));

        PageCache::bump();
        $this->assertNotSame($nonce, $this->nonce($this->get($url)));
    }

    #[Test]
    public function vites_tags_carry_the_nonce_and_the_dev_server_is_allowed_only_while_it_runs(): void
    {
        $hot = tempnam(sys_get_temp_dir(), 'hot');
        $this->assertIsString($hot);
        file_put_contents($hot, 'http://[::1]:5173');
        $this->withVite();
        Vite::useHotFile($hot);

        try {
            $response = $this->get('/')->assertOk();
        } finally {
            unlink($hot);
        }

        $nonce = $this->nonce($response);
        $html = (string) $response->getContent();
        $this->assertStringContainsString('<script type="module" src="http://[::1]:5173/@vite/client" nonce="'.$nonce.'">', $html);
        // React Fast Refresh's inline preamble.
        $this->assertStringContainsString('<script type="module" nonce="'.$nonce.'">', $html);
        $this->assertStringContainsString("import RefreshRuntime from 'http://[::1]:5173/@react-refresh'", $html);
        $policy = $this->policy($response);
        $this->assertSame("'self' 'nonce-$nonce' http://[::1]:5173", $policy['script-src']);
        $this->assertSame("'self' http://[::1]:5173 ws://[::1]:5173", $policy['connect-src']);

        $this->withoutVite();
        $this->assertStringNotContainsString('5173', (string) $this->get('/')->headers->get('Content-Security-Policy'));
    }

    #[Test]
    public function the_map_tiles_host_comes_from_the_configuration(): void
    {
        config(['company.map.tiles_url' => 'https://{s}.tiles.example.md/{z}/{x}/{y}.png']);

        $this->assertSame("'self' data: blob: https://*.tiles.example.md", $this->policy($this->get('/'))['img-src']);
    }

    #[Test]
    public function hsts_is_sent_only_when_the_shop_is_on_https(): void
    {
        config(['app.url' => 'https://localhost']);

        $this->get('https://localhost/')->assertOk()->assertHeader('Strict-Transport-Security', 'max-age=31536000');
    }

    #[Test]
    public function hsts_covers_subdomains_and_preload_when_configured(): void
    {
        config(['app.url' => 'https://localhost', 'app.hsts_include_subdomains' => true]);
        $this->get('https://localhost/')->assertHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');

        // preload needs includeSubDomains (the preload list refuses it otherwise).
        config(['app.hsts_preload' => true]);
        $this->get('https://localhost/')->assertHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains; preload');
        config(['app.hsts_include_subdomains' => false]);
        $this->get('https://localhost/')->assertHeader('Strict-Transport-Security', 'max-age=31536000');
    }

    #[Test]
    public function a_route_that_sets_its_own_header_keeps_it(): void
    {
        Route::get('/__framed', static fn () => response('x')->header('X-Frame-Options', 'SAMEORIGIN'));

        $this->get('/__framed')->assertHeader('X-Frame-Options', 'SAMEORIGIN');
    }

    /** @param  TestResponse<Response>  $response */
    private function nonce(TestResponse $response): string
    {
        $this->assertSame(1, preg_match("/'nonce-([A-Za-z0-9]+)'/", $this->policy($response)['script-src'], $match));

        return $match[1];
    }

    /**
     * @param  TestResponse<Response>  $response
     * @return array<string, string>
     */
    private function policy(TestResponse $response): array
    {
        $header = $response->headers->get('Content-Security-Policy');
        $this->assertIsString($header, 'No Content-Security-Policy header');
        $policy = [];
        foreach (explode(';', $header) as $directive) {
            [$name, $value] = array_pad(explode(' ', trim($directive), 2), 2, '');
            $policy[$name] = $value;
        }

        return $policy;
    }
}
