<?php

declare(strict_types=1);

namespace Inertia\Tests;

use Closure;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Cookie\Middleware\AddQueuedCookiesToResponse;
use Illuminate\Cookie\Middleware\EncryptCookies;
use Illuminate\Foundation\Application;
use Illuminate\Foundation\Testing\TestCase as BaseTestCase;
use Illuminate\Routing\Middleware\SubstituteBindings;
use Illuminate\Session\Middleware\StartSession;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\View;
use Illuminate\Testing\TestResponse;
use Illuminate\View\Middleware\ShareErrorsFromSession;
use Inertia\Tests\Fixtures\TestMiddleware;
use Symfony\Component\HttpFoundation\Response;

/**
 * Boots the host application, but runs the package's routes through their own middleware stack (the web group's
 * session middleware plus TestMiddleware) and their own root view, so nothing of the shop is involved.
 */
abstract class TestCase extends BaseTestCase
{
    /** @var list<class-string> */
    private const STACK = [
        EncryptCookies::class,
        AddQueuedCookiesToResponse::class,
        StartSession::class,
        ShareErrorsFromSession::class,
        SubstituteBindings::class,
        TestMiddleware::class,
    ];

    public function createApplication(): Application
    {
        /** @var Application $app */
        $app = require dirname(__DIR__, 3).'/bootstrap/app.php';
        $app->make(Kernel::class)->bootstrap();

        return $app;
    }

    protected function setUp(): void
    {
        parent::setUp();

        TestMiddleware::$version = 'v1';
        View::addNamespace('inertia-tests', __DIR__.'/views');
        config([
            'inertia.ssr.enabled' => false,
            'inertia.history.encrypt' => false,
            'inertia.testing.ensure_pages_exist' => false,
        ]);
    }

    /**
     * A route behind the test stack (plus any extra middleware).
     *
     * @param  list<string>  $middleware
     */
    protected function route(string $method, string $uri, Closure $action, array $middleware = []): void
    {
        Route::middleware([...self::STACK, ...$middleware])->match([$method], $uri, $action);
    }

    /**
     * The headers the 3.x client sends on an Inertia visit.
     *
     * @param  array<string, string>  $extra
     * @return array<string, string>
     */
    protected function inertiaHeaders(array $extra = []): array
    {
        return [
            'X-Inertia' => 'true',
            'X-Requested-With' => 'XMLHttpRequest',
            'Accept' => 'text/html, application/xhtml+xml',
            'X-Inertia-Version' => (string) TestMiddleware::$version,
            ...$extra,
        ];
    }

    /**
     * @param  array<string, string>  $extra
     * @return TestResponse<Response>
     */
    protected function inertiaGet(string $uri, array $extra = []): TestResponse
    {
        return $this->get($uri, $this->inertiaHeaders($extra));
    }

    /**
     * The page JSON embedded in an HTML response's script element, decoded.
     *
     * @param  TestResponse<Response>  $response
     * @return array<string, mixed>
     */
    protected function embeddedPage(TestResponse $response, string $id = 'app'): array
    {
        $html = (string) $response->getContent();
        $pattern = '#<script data-page="'.preg_quote($id, '#').'" type="application/json"[^>]*>(.*?)</script>#s';
        $this->assertSame(1, preg_match($pattern, $html, $matches), 'No Inertia page script element found.');

        $page = json_decode($matches[1], true, 512, JSON_THROW_ON_ERROR);
        $this->assertIsArray($page);

        /** @var array<string, mixed> $page */
        return $page;
    }
}
