<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Enums\Appearance;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\HttpFoundation\Cookie;
use Symfony\Component\HttpFoundation\Response;
use Tests\Feature\Security\Concerns\BootsWithEnvironment;
use Tests\TestCase;

/**
 * Every cookie the shop sets is SameSite=Lax and, when the shop is on https, Secure; the session is HttpOnly, the
 * appearance cookie stays readable by the inline script that applies it before the first paint.
 */
final class CookiesTest extends TestCase
{
    use BootsWithEnvironment;

    /**
     * The requests arrive over plain http, as they do from a proxy that ends TLS: the browser still talks https, so
     * the flag must come from APP_URL (Symfony only defaults it from the request's own scheme).
     */
    #[Test]
    public function on_https_every_cookie_is_secure_and_lax_and_the_session_http_only(): void
    {
        $this->bootWithEnvironment(['APP_URL' => 'https://localhost']);
        $this->seed(DatabaseSeeder::class);

        // The home page sets none (it is the same for every anonymous shopper): the session starts at GET /stare.
        $page = $this->get('http://localhost/stare');
        $session = $this->cookie($page, config()->string('session.cookie'));
        $this->assertTrue($session->isSecure());
        $this->assertTrue($session->isHttpOnly());
        $this->assertSame(Cookie::SAMESITE_LAX, $session->getSameSite());
        $xsrf = $this->cookie($page, 'XSRF-TOKEN');
        $this->assertTrue($xsrf->isSecure());
        $this->assertSame(Cookie::SAMESITE_LAX, $xsrf->getSameSite());

        $product = Product::query()->firstOrFail();
        $guest = $this->cookie($this->post('http://localhost/favorite/'.$product->id), GuestId::COOKIE);
        $this->assertTrue($guest->isSecure());
        $this->assertTrue($guest->isHttpOnly());
        $this->assertSame(Cookie::SAMESITE_LAX, $guest->getSameSite());

        User::factory()->create(['email' => 'ana@example.md', 'appearance' => 'dark']);
        $login = $this->post('http://localhost/autentificare', ['email' => 'ana@example.md', 'password' => 'password', 'remember' => true]);
        $remember = $this->cookie($login, null, 'remember_web_');
        $this->assertTrue($remember->isSecure());
        $this->assertTrue($remember->isHttpOnly());
        $this->assertSame(Cookie::SAMESITE_LAX, $remember->getSameSite());
        $appearance = $this->cookie($login, Appearance::COOKIE);
        $this->assertTrue($appearance->isSecure());
        $this->assertFalse($appearance->isHttpOnly());
        $this->assertSame(Cookie::SAMESITE_LAX, $appearance->getSameSite());
    }

    #[Test]
    public function on_http_cookies_are_not_secure_but_still_lax_and_the_session_http_only(): void
    {
        $session = $this->cookie($this->get('/stare'), config()->string('session.cookie'));

        $this->assertFalse($session->isSecure());
        $this->assertTrue($session->isHttpOnly());
        $this->assertSame(Cookie::SAMESITE_LAX, $session->getSameSite());
    }

    /** @param  TestResponse<Response>  $response */
    private function cookie(TestResponse $response, ?string $name, string $prefix = ''): Cookie
    {
        foreach ($response->headers->getCookies() as $cookie) {
            if ($cookie->getName() === $name || ($name === null && str_starts_with($cookie->getName(), $prefix))) {
                return $cookie;
            }
        }
        $this->fail('No cookie '.($name ?? $prefix.'…').' in the response');
    }
}
