<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Infrastructure\RateLimits\Attempts;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Infrastructure\Shopper\GuestId;
use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\File;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use ReflectionClass;
use Tests\TestCase;

class RateLimitPolicyTest extends TestCase
{
    /**
     * Each limiter's route and a request it counts (valid or not: refused tries count too).
     *
     * @return array<string, array{string, string, string, array<string, mixed>, string|null}>
     */
    public static function routeLimiters(): array
    {
        return [
            'api' => ['api', 'GET', '/api/shop/get-stores', [], null],
            'api, unknown paths too' => ['api', 'GET', '/api/nothing-here', [], null],
            'search suggestions' => ['search-suggest', 'GET', '/api/search/suggest?q=tv', [], null],
            'search page' => ['search', 'GET', '/cautare?q=tv', [], null],
            'search page in russian' => ['search', 'GET', '/ru/cautare?q=tv', [], null],
            'robots.txt' => ['crawlers', 'GET', '/robots.txt', [], null],
            'sitemap, before its first run too' => ['crawlers', 'GET', '/sitemap.xml', [], null],
            'sitemap files' => ['crawlers', 'GET', '/sitemaps/products-1.xml', [], null],
            'cart add' => ['cart', 'POST', '/cos/produse', ['product_id' => 999999, 'quantity' => 1], null],
            'cart change' => ['cart', 'PATCH', '/cos/produse/999999', ['quantity' => 2], null],
            'cart remove' => ['cart', 'DELETE', '/cos/produse/999999', [], null],
            'favourites' => ['favourites', 'POST', '/favorite/999999', [], null],
            'favourites remove' => ['favourites', 'DELETE', '/favorite/999999', [], null],
            'compare' => ['compare', 'POST', '/compara/999999', [], null],
            'recently viewed' => ['recently-viewed', 'GET', '/vazute-recent?produs=999999', [], null],
            'recently viewed in russian, refused tries too' => ['recently-viewed', 'GET', '/ru/vazute-recent?produs=abc', [], null],
            'recently viewed cleared' => ['recently-viewed', 'DELETE', '/vazute-recent', [], null],
            'reviews written, refused ones too' => ['reviews', 'POST', '/recenzii/999999', ['rating' => 9], 'user'],
            'reviews found helpful or reported' => ['review-votes', 'POST', '/recenzii/voturi/999999', [], 'user'],
            'reviews reported in russian' => ['review-votes', 'POST', '/ru/recenzii/semnalari/999999', [], 'user'],
            'reviews read' => ['reviews-read', 'GET', '/recenzii/999999', [], null],
            'own review read' => ['reviews-read', 'GET', '/ru/recenzii/999999/ale-mele', [], null],
            'stock alerts asked, refused ones too' => ['stock-alerts', 'POST', '/alerte', ['product_id' => 999999, 'kind' => 'stock', 'email' => 'x'], null],
            'stock alert confirmation links' => ['stock-alerts', 'GET', '/ru/alerte/confirmare/abc', [], null],
            'stock alert unsubscribe links, bad signatures too' => ['stock-alerts', 'POST', '/alerte/dezabonare/999999', [], null],
            'account alerts removed' => ['stock-alerts', 'DELETE', '/cont/alerte/999999', [], 'user'],
            'order lookup, refused tries too' => ['order-lookup', 'POST', '/comanda/cautare', ['number' => 'no'], null],
            'order lookup in russian' => ['order-lookup', 'POST', '/ru/comanda/cautare', [], null],
            'saved addresses' => ['addresses', 'POST', '/cont/adrese', [], 'user'],
            'saved address made default' => ['addresses', 'POST', '/cont/adrese/999999/implicita', [], 'user'],
            'checkout' => ['checkout', 'POST', '/checkout', [], null],
            'one click per IP' => ['one-click', 'POST', '/comanda-rapida', ['product_id' => 999999], null],
            'registration, refused forms too' => ['register', 'POST', '/inregistrare', ['email' => 'not an address'], null],
            'reset links' => ['reset-link', 'POST', '/parola-uitata', ['email' => 'ana@example.md'], null],
            'resets' => ['reset', 'POST', '/resetare-parola', ['email' => 'ana@example.md', 'token' => 'x'], null],
            'contact form' => ['contact', 'POST', '/contacte/oficiu', [], null],
            'newsletter' => ['newsletter', 'POST', '/newsletter', ['email' => 'x'], null],
            'credit requests' => ['credit-requests', 'POST', '/credit', [], null],
            'password change' => ['password-change', 'PUT', '/cont/setari/parola', ['current_password' => 'wrong', 'password' => 'a new passphrase', 'password_confirmation' => 'a new passphrase'], 'user'],
            'account deletion' => ['account-delete', 'DELETE', '/cont/setari/profil', ['password' => 'wrong'], 'user'],
            'verification resend' => ['verify-resend', 'POST', '/cont/verificare-email', [], 'unverified'],
        ];
    }

    /**
     * @param  array<string, mixed>  $data
     */
    #[Test]
    #[DataProvider('routeLimiters')]
    public function each_limit_takes_its_number_from_configuration(string $limiter, string $method, string $uri, array $data, ?string $user): void
    {
        config()->set("rate_limits.$limiter.attempts", 2);
        if ($user !== null) {
            $this->actingAs(User::factory()->create($user === 'unverified' ? ['email_verified_at' => null] : []));
        }

        for ($i = 1; $i <= 2; $i++) {
            $this->assertNotSame(429, $this->json($method, $uri, $data)->getStatusCode(), "try $i of $limiter");
        }

        $this->json($method, $uri, $data)->assertStatus(429)->assertHeader('Retry-After')->assertJsonStructure(['message']);

        // Another client address has its own count (every limit here is per address or per account).
        if ($user === null) {
            $this->assertNotSame(429, $this->withServerVariables(['REMOTE_ADDR' => '10.9.9.9'])->json($method, $uri, $data)->getStatusCode());
        }
    }

    #[Test]
    public function suggestions_count_towards_their_own_limit_only(): void
    {
        // One rate-limit write per keystroke: the general API limit neither counts suggestions nor stops them.
        config()->set('rate_limits.api.attempts', 2);
        config()->set('rate_limits.search-suggest.attempts', 4);

        for ($i = 1; $i <= 4; $i++) {
            $this->getJson('/api/search/suggest?q=tv')->assertOk();
        }
        $this->getJson('/api/search/suggest?q=tv')->assertStatus(429);
        $this->getJson('/api/shop/get-stores')->assertOk();
        $this->getJson('/api/shop/get-stores')->assertOk();
        $this->getJson('/api/shop/get-stores')->assertStatus(429);
    }

    #[Test]
    public function sign_in_failures_take_their_number_from_configuration_and_a_success_clears_them(): void
    {
        config()->set('rate_limits.login.attempts', 2);
        User::factory()->create(['email' => 'ana@example.md']);

        $this->postJson('/autentificare', ['email' => 'ana@example.md', 'password' => 'wrong'])->assertStatus(422);
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');
        $this->post('/iesire');
        $this->postJson('/autentificare', ['email' => 'ana@example.md', 'password' => 'wrong'])->assertStatus(422);
        $this->postJson('/autentificare', ['email' => 'ana@example.md', 'password' => 'wrong'])->assertStatus(422);
        $this->postJson('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertStatus(429)
            ->assertJsonPath('errors.email.0', fn (string $message): bool => str_starts_with($message, 'Prea multe încercări'));
    }

    #[Test]
    public function password_confirmation_takes_its_number_from_configuration(): void
    {
        config()->set('rate_limits.confirm-password.attempts', 1);
        $this->actingAs(User::factory()->create());

        $this->postJson('/confirmare-parola', ['password' => 'wrong'])->assertStatus(422);
        $this->postJson('/ru/confirmare-parola', ['password' => 'password'])->assertStatus(429)
            ->assertJsonPath('errors.password.0', fn (string $message): bool => str_starts_with($message, 'Слишком много попыток'));
    }

    #[Test]
    public function one_click_orders_are_limited_per_phone_number_however_it_is_typed(): void
    {
        config()->set('rate_limits.one-click-phone.attempts', 2);

        $this->postJson('/comanda-rapida', ['phone' => '069 123 456'])->assertStatus(422);
        $this->withServerVariables(['REMOTE_ADDR' => '10.1.1.1'])->postJson('/comanda-rapida', ['phone' => '+373 69 123456'])->assertStatus(422);
        $this->withServerVariables(['REMOTE_ADDR' => '10.2.2.2'])->postJson('/ru/comanda-rapida', ['phone' => '(0)69-12-34-56'])
            ->assertStatus(429)
            ->assertJsonPath('errors.phone.0', 'Вы отправляли форму слишком часто. Попробуйте снова через 60 мин.');
        // Another number is not held up.
        $this->withServerVariables(['REMOTE_ADDR' => '10.2.2.2'])->postJson('/comanda-rapida', ['phone' => '069 123 457'])->assertStatus(422);
    }

    /**
     * A carrier's NAT puts thousands of phones behind one address: a shopper is refused for what that shopper sent
     * (their account or guest cookie), and the address only past a ceiling sized for such a crowd.
     */
    #[Test]
    #[DataProvider('orderForms')]
    public function order_forms_refuse_the_shopper_who_sent_too_many_not_their_neighbours(string $limiter, string $uri): void
    {
        config()->set("rate_limits.$limiter.attempts", 2);
        config()->set("rate_limits.$limiter.ip_attempts", 4);
        $guest = fn (string $id) => $this->withCredentials()->withCookie(GuestId::COOKIE, str_pad($id, 40, 'x'));

        for ($i = 1; $i <= 2; $i++) {
            $this->assertNotSame(429, $guest('mistyped')->postJson($uri, ['phone' => '0'])->getStatusCode());
        }
        $guest('mistyped')->postJson($uri, ['phone' => '0'])->assertStatus(429);
        // Two neighbours on the same address, each within their own count.
        $this->assertNotSame(429, $guest('neighbourA')->postJson($uri, ['phone' => '0'])->getStatusCode());
        $this->assertNotSame(429, $guest('neighbourB')->postJson($uri, ['phone' => '0'])->getStatusCode());
        // The address's ceiling (4 here) counts the tries its shoppers' own limits let through: the next guest is
        // refused, the same guest on another address is not.
        $guest('neighbourC')->postJson($uri, ['phone' => '0'])->assertStatus(429);
        $this->assertNotSame(429, $guest('neighbourC')->withServerVariables(['REMOTE_ADDR' => '10.7.7.7'])->postJson($uri, ['phone' => '0'])->getStatusCode());
    }

    #[Test]
    public function a_signed_in_shopper_is_counted_by_account_wherever_they_order_from(): void
    {
        config()->set('rate_limits.checkout.attempts', 1);
        $this->actingAs(User::factory()->create());

        $this->assertNotSame(429, $this->postJson('/checkout', [])->getStatusCode());
        $this->withServerVariables(['REMOTE_ADDR' => '10.8.8.8'])->postJson('/checkout', [])->assertStatus(429);
    }

    /** @return array<string, array{string, string}> */
    public static function orderForms(): array
    {
        return ['checkout' => ['checkout', '/checkout'], 'buy in one click' => ['one-click', '/comanda-rapida']];
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_page_answers_429_in_the_shoppers_language(string $prefix, string $locale, string $message): void
    {
        config()->set('rate_limits.search.attempts', 1);
        $this->get($prefix.'/cautare?q=tv')->assertOk();

        $this->get($prefix.'/cautare?q=tv')
            ->assertStatus(429)
            ->assertHeader('Retry-After')
            ->assertInertia(fn (Assert $page) => $page->component('errors/error')->where('locale', $locale)->where('message', $message)->etc());
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_api_answers_429_as_json_in_the_callers_language(string $prefix, string $locale, string $message): void
    {
        config()->set('rate_limits.api.attempts', 1);
        config()->set('rate_limits.search-suggest.attempts', 1);
        $this->getJson("/api/$locale/shop/category-in-home_page")->assertOk();
        $this->getJson("/api/search/suggest?q=tv&lang=$locale")->assertOk();

        $this->getJson("/api/$locale/shop/category-in-home_page")
            ->assertStatus(429)
            ->assertHeader('Retry-After')
            ->assertHeader('X-RateLimit-Remaining', '0')
            ->assertExactJson(['message' => $message]);
        $this->getJson("/api/search/suggest?q=tv&lang=$locale")->assertStatus(429)->assertExactJson(['message' => $message]);
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_refused_checkout_goes_back_to_the_form_with_the_reason(string $prefix, string $locale): void
    {
        config()->set('rate_limits.checkout.attempts', 0);

        $this->from($prefix.'/checkout')->withHeaders(['X-Inertia' => 'true'])->post($prefix.'/checkout', ['name' => 'Ana'])
            ->assertRedirect($prefix.'/checkout')
            ->assertHeader('Retry-After')
            ->assertSessionHasErrors(['cart' => __('forms.throttled', ['minutes' => 10], $locale)]);
        $this->postJson($prefix.'/checkout', [])->assertStatus(429)
            ->assertJsonPath('message', __('forms.throttled', ['minutes' => 10], $locale))
            ->assertJsonPath('errors.cart.0', __('forms.throttled', ['minutes' => 10], $locale));
    }

    #[Test]
    public function a_refused_password_change_comes_back_beside_the_current_password_with_what_was_typed(): void
    {
        config()->set('rate_limits.password-change.attempts', 0);
        $this->actingAs(User::factory()->create());

        $this->from('/ru/cont/setari/parola')->withHeaders(['X-Inertia' => 'true'])
            ->put('/ru/cont/setari/parola', ['current_password' => 'password', 'password' => 'a new passphrase', 'password_confirmation' => 'a new passphrase'])
            ->assertRedirect('/ru/cont/setari/parola')
            ->assertSessionHasErrors(['current_password' => 'Слишком много попыток. Повторите через 60 с.']);
    }

    #[Test]
    public function registration_counts_refused_forms_and_answers_on_its_own_page(): void
    {
        config()->set('rate_limits.register.attempts', 3);
        for ($i = 0; $i < 3; $i++) {
            $this->post('/ru/inregistrare', ['email' => 'not an address'])->assertSessionHasErrors('email');
        }

        $this->withHeaders(['X-Inertia' => 'true', 'X-Inertia-Version' => self::inertiaVersion()])
            ->post('/ru/inregistrare', ['name' => 'Ana', 'email' => 'ana@example.md', 'password' => 'a long passphrase', 'password_confirmation' => 'a long passphrase', 'terms' => true])
            ->assertStatus(429)
            ->assertHeader('Retry-After')
            ->assertJsonPath('component', 'auth/register')
            ->assertJsonPath('props.locale', 'ru')
            ->assertJsonPath('props.errors.email', 'Слишком много попыток. Повторите через 60 мин.');
        $this->assertSame(0, User::query()->count());
    }

    #[Test]
    public function a_lock_out_goes_to_the_security_log_once_with_the_account_and_never_the_password(): void
    {
        $log = storage_path('framework/testing/security-'.getmypid().'.log');
        File::delete($log);
        config()->set('logging.channels.security', ['driver' => 'single', 'path' => $log, 'level' => 'info']);
        $user = User::factory()->create(['email' => 'ana@example.md']);

        for ($i = 0; $i < 8; $i++) {
            $this->postJson('/autentificare', ['email' => 'ana@example.md', 'password' => 'secret guess '.$i]);
            $this->postJson('/autentificare', ['email' => 'nobody@example.md', 'password' => 'secret guess '.$i]);
        }

        $all = array_values(array_filter(explode("\n", (string) File::get($log))));
        File::delete($log);
        // Each failed try is logged too (login_failed); the lock-out itself once per address.
        $lines = array_values(array_filter($all, static fn (string $line): bool => str_contains($line, 'login_locked_out')));
        $this->assertCount(2, $lines);
        $this->assertStringContainsString('login_locked_out', $lines[0]);
        $this->assertStringContainsString('"user_id":'.$user->id, $lines[0]);
        $this->assertStringContainsString('"limiter":"login"', $lines[0]);
        $this->assertStringContainsString('"user_id":null', $lines[1]);
        $this->assertStringContainsString('"email_hash":"'.hash_hmac('sha256', 'nobody@example.md', config()->string('app.key')).'"', $lines[1]);
        foreach ($all as $line) {
            $this->assertStringNotContainsString('secret guess', $line);
            $this->assertStringNotContainsString('@example.md', $line);
        }
    }

    #[Test]
    public function the_order_link_limit_is_three_an_hour_per_order_and_ten_per_address(): void
    {
        $request = Request::create('/comanda/ES-2026-000123/link', 'POST', server: ['REMOTE_ADDR' => '10.0.0.7']);
        $request->setRouteResolver(static fn (): Route => (new Route('POST', 'comanda/{number}/link', []))->bind($request));
        $limits = Attempts::limits(RateLimitPolicy::ORDER_LINK, $request);

        $this->assertSame('order-link', RateLimitPolicy::ORDER_LINK);
        $this->assertSame([[3, 3600], [10, 3600]], array_map(static fn ($limit): array => [$limit->maxAttempts, $limit->decaySeconds], $limits));
        $this->assertSame(['order|ES-2026-000123', 'ip|10.0.0.7'], array_map(static fn ($limit): string => (string) $limit->key, $limits));

        config()->set('rate_limits.order-link.attempts', 1);
        $this->assertSame(1, Attempts::limits(RateLimitPolicy::ORDER_LINK, $request)[0]->maxAttempts);
    }

    #[Test]
    public function every_limiter_has_its_numbers_in_configuration(): void
    {
        $constants = (new ReflectionClass(RateLimitPolicy::class))->getConstants();
        $names = array_values(array_filter($constants, static fn (mixed $value): bool => is_string($value)));

        $this->assertEqualsCanonicalizing($names, array_keys(config()->array('rate_limits')));
        foreach ($names as $name) {
            $this->assertIsInt(config("rate_limits.$name.attempts"), $name);
            $this->assertIsInt(config("rate_limits.$name.seconds"), $name);
        }
    }

    /** @return array<string, array{string, string, string}> */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'ro', 'Ați trimis prea multe cereri într-un timp scurt. Așteptați puțin și încercați din nou.'],
            'ru' => ['/ru', 'ru', 'Вы отправили слишком много запросов за короткое время. Подождите немного и попробуйте снова.'],
        ];
    }

    private static function inertiaVersion(): string
    {
        $manifest = public_path('build/manifest.json');

        return is_file($manifest) ? (string) hash_file('xxh128', $manifest) : '';
    }
}
