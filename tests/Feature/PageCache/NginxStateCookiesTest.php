<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use App\Infrastructure\Http\AnonymousRequest;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * nginx's page cache must bypass exactly the cookies the app treats as a shopper's state: a cookie the app counts
 * and nginx does not would let nginx hand that shopper the public page of someone else's visit.
 */
final class NginxStateCookiesTest extends TestCase
{
    /**
     * @return list<string> the names of render.sh's default SHOP_STATE_COOKIES
     */
    private function renderDefaults(): array
    {
        $script = (string) file_get_contents(base_path('deploy/render.sh'));
        $this->assertMatchesRegularExpression('/state_cookies="\$\{SHOP_STATE_COOKIES:-([^}]+)\}"/', $script);
        preg_match('/state_cookies="\$\{SHOP_STATE_COOKIES:-([^}]+)\}"/', $script, $match);

        return preg_split('/\s+/', trim($match[1])) ?: [];
    }

    #[Test]
    public function the_deployments_default_list_is_the_apps_list(): void
    {
        config(['session.cookie' => 'electro_shop_session']);
        $defaults = $this->renderDefaults();

        foreach (AnonymousRequest::cookieNames() as $name) {
            $this->assertContains($name, $defaults, "render.sh does not bypass the cache for the app's state cookie $name");
        }
        $this->assertContains(AnonymousRequest::REMEMBER_PREFIX.'*', $defaults);

        // And nothing more: every default names a state cookie of the app.
        foreach ($defaults as $pattern) {
            $this->assertTrue(AnonymousRequest::isStateCookie(rtrim($pattern, '*').(str_ends_with($pattern, '*') ? 'web_abc' : '')), "$pattern is not a state cookie of the app");
        }
    }

    #[Test]
    public function the_session_cookie_default_follows_the_app_name(): void
    {
        // .env.example's APP_NAME gives the session cookie render.sh assumes; another name must be set there too.
        $this->assertMatchesRegularExpression('/^APP_NAME="Electro Shop"$/m', (string) file_get_contents(base_path('.env.example')));
        $this->assertContains('electro_shop_session', $this->renderDefaults());
    }
}
