<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Request as HttpRequest;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;
use Inertia\Inertia;
use Inertia\Ssr\HttpGateway;
use Inertia\Tests\TestCase;
use PHPUnit\Framework\Attributes\DataProvider;

/** §7: the SSR gateway, and the fallback to client rendering whenever it fails. */
final class SsrTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/ssr', fn () => Inertia::render('Home', ['title' => 'Salut']));
        config(['inertia.ssr.url' => 'http://ssr.test:13714']);
    }

    public function test_ssr_is_off_by_default(): void
    {
        Http::fake();
        config(['inertia.ssr.enabled' => false]);

        $this->get('/_inertia/ssr')->assertSee('<script data-page="app"', false);

        Http::assertNothingSent();
    }

    public function test_a_rendered_page_replaces_the_root_element_and_fills_the_head(): void
    {
        config(['inertia.ssr.enabled' => true]);
        Http::fake(['ssr.test:13714/render' => Http::response([
            'head' => ['<title data-inertia="">Salut</title>', '<meta name="description" data-inertia="description">'],
            'body' => '<script data-page="app" type="application/json">{}</script><div data-server-rendered="true" id="app"><h1>Salut</h1></div>',
        ])]);

        $response = $this->get('/_inertia/ssr');

        $response->assertOk()
            ->assertSee("<title data-inertia=\"\">Salut</title>\n<meta name=\"description\" data-inertia=\"description\">", false)
            ->assertSee('<div data-server-rendered="true" id="app"><h1>Salut</h1></div>', false)
            ->assertViewHas('page.component', 'Home');
        $this->assertSame(1, substr_count((string) $response->getContent(), '<script data-page="app"'));

        Http::assertSent(function (HttpRequest $request): bool {
            $page = json_decode($request->body(), true);

            return $request->method() === 'POST'
                && $request->url() === 'http://ssr.test:13714/render'
                && $request->hasHeader('Content-Type', 'application/json')
                && is_array($page) && $page['component'] === 'Home' && $page['props']['title'] === 'Salut';
        });
    }

    public function test_the_page_goes_to_the_ssr_server_in_ascii_so_no_chunk_boundary_splits_a_character(): void
    {
        $this->route('get', '/_inertia/ssr-ru', fn () => Inertia::render('Home', ['title' => str_repeat('Ноутбуки и планшеты, ', 2000)]));
        config(['inertia.ssr.enabled' => true]);
        Http::fake(['ssr.test:13714/render' => Http::response(['head' => [], 'body' => '<div id="app"></div>'])]);

        $this->get('/_inertia/ssr-ru')->assertOk();

        Http::assertSent(function (HttpRequest $request): bool {
            $page = json_decode($request->body(), true);

            return preg_match('/[^\x00-\x7F]/', $request->body()) === 0
                && is_array($page) && str_starts_with($page['props']['title'], 'Ноутбуки и планшеты, ');
        });
    }

    public function test_the_page_renders_on_the_client_when_the_ssr_server_is_down(): void
    {
        config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://127.0.0.1:1']);

        $response = $this->get('/_inertia/ssr');

        $response->assertOk()
            ->assertSee('<script data-page="app" type="application/json"', false)
            ->assertSee('<div id="app"></div>', false);
        $this->assertSame('Home', $this->embeddedPage($response)['component']);
    }

    /** @return iterable<string, array{0: \Closure(): \GuzzleHttp\Promise\PromiseInterface}> */
    public static function garbage(): iterable
    {
        yield 'not JSON' => [fn () => Http::response('not json', 200)];
        yield 'null' => [fn () => Http::response('null', 200)];
        yield 'no body' => [fn () => Http::response(['head' => []], 200)];
        yield 'a 500 that is not a render error' => [fn () => Http::response('<h1>Bad gateway</h1>', 502)];
    }

    /** @param  \Closure(): \GuzzleHttp\Promise\PromiseInterface  $answer */
    #[DataProvider('garbage')]
    public function test_a_garbage_answer_falls_back_to_client_rendering_and_pauses_ssr(\Closure $answer): void
    {
        config(['inertia.ssr.enabled' => true]);
        Http::fake(['ssr.test:13714/render' => $answer()]);
        Log::spy();

        foreach (range(1, 3) as $attempt) {
            $this->get('/_inertia/ssr')->assertOk()->assertSee('<div id="app"></div>', false);
        }

        Http::assertSentCount(1);
        Log::shouldHaveReceived('warning')->once();
    }

    public function test_an_unreachable_server_is_logged_once_and_the_page_still_carries_its_data(): void
    {
        config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://127.0.0.1:1']);
        Log::spy();

        foreach (['first', 'second'] as $visit) {
            $response = $this->get('/_inertia/ssr');
            $response->assertOk()->assertDontSee('data-server-rendered', false);
            $this->assertSame('Salut', $this->embeddedPage($response)['props']['title'], $visit);
        }

        Log::shouldHaveReceived('warning')->once()->withArgs(
            fn (string $message, array $context): bool => str_contains($message, 'SSR server unavailable')
                && $context['retry_after_seconds'] === 30,
        );
    }

    public function test_a_hung_server_costs_its_timeout_once_then_pages_skip_it_until_it_is_retried(): void
    {
        config(['inertia.ssr.enabled' => true, 'inertia.ssr.retry_after' => 10]);
        $calls = 0;
        Http::fake(function () use (&$calls): never {
            $calls++;
            throw new ConnectionException('cURL error 28: Operation timed out after 1500 milliseconds');
        });
        Log::spy();

        $this->get('/_inertia/ssr')->assertOk()->assertSee('<div id="app"></div>', false);
        $this->get('/_inertia/ssr')->assertOk();
        $this->travel(9)->seconds();
        $this->get('/_inertia/ssr')->assertOk();
        $this->assertSame(1, $calls);

        $this->travel(2)->seconds();
        $this->get('/_inertia/ssr')->assertOk()->assertSee('<div id="app"></div>', false);
        $this->assertSame(2, $calls);
        Log::shouldHaveReceived('warning')->once();
    }

    public function test_the_server_back_renders_again_and_says_so_once(): void
    {
        config(['inertia.ssr.enabled' => true]);
        $up = false;
        Http::fake(function () use (&$up) {
            if (! $up) {
                throw new ConnectionException('cURL error 7: Failed to connect to ssr.test port 13714');
            }

            return Http::response([
                'head' => ['<title data-inertia="">Salut</title>'],
                'body' => '<script data-page="app" type="application/json">{}</script><div data-server-rendered="true" id="app"><h1>Salut</h1></div>',
            ]);
        });
        Log::spy();

        $this->get('/_inertia/ssr')->assertDontSee('data-server-rendered', false);
        $up = true;
        $this->get('/_inertia/ssr')->assertDontSee('data-server-rendered', false);

        $this->travel(31)->seconds();
        $this->get('/_inertia/ssr')->assertSee('<div data-server-rendered="true" id="app"><h1>Salut</h1></div>', false);
        $this->get('/_inertia/ssr')->assertSee('data-server-rendered', false);

        Log::shouldHaveReceived('warning')->once();
        Log::shouldHaveReceived('info')->once()->withArgs(fn (string $message): bool => str_contains($message, 'answers again'));
    }

    public function test_a_page_the_server_cannot_render_is_logged_once_and_other_pages_keep_ssr(): void
    {
        config(['inertia.ssr.enabled' => true]);
        $this->route('get', '/_inertia/ssr-other', fn () => Inertia::render('Other'));
        Http::fake(function (HttpRequest $request) {
            $page = json_decode($request->body(), true);

            return is_array($page) && $page['component'] === 'Home'
                ? Http::response(['error' => 'window is not defined', 'type' => 'browser-api', 'component' => 'Home'], 500)
                : Http::response(['head' => [], 'body' => '<div data-server-rendered="true" id="app">Other</div>']);
        });
        Log::spy();

        $this->get('/_inertia/ssr')->assertOk()->assertSee('<div id="app"></div>', false);
        $this->get('/_inertia/ssr')->assertOk()->assertSee('<div id="app"></div>', false);
        $this->get('/_inertia/ssr-other')->assertOk()->assertSee('<div data-server-rendered="true" id="app">Other</div>', false);

        Http::assertSentCount(3);
        Log::shouldHaveReceived('error')->once()->withArgs(
            fn (string $message, array $context): bool => $context === ['component' => 'Home', 'error' => 'window is not defined'],
        );
        Log::shouldNotHaveReceived('warning');
    }

    public function test_inertia_visits_are_never_server_rendered(): void
    {
        config(['inertia.ssr.enabled' => true]);
        Http::fake();

        $this->inertiaGet('/_inertia/ssr')->assertOk()->assertHeader('X-Inertia', 'true');

        Http::assertNothingSent();
    }

    public function test_the_gateway_returns_null_without_a_url(): void
    {
        config(['inertia.ssr.url' => '']);

        $this->assertNull(app(HttpGateway::class)->dispatch(['component' => 'Home', 'props' => []]));
    }
}
