<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Illuminate\Http\Client\Request as HttpRequest;
use Illuminate\Support\Facades\Http;
use Inertia\Inertia;
use Inertia\Ssr\HttpGateway;
use Inertia\Tests\TestCase;

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

    public function test_the_page_renders_on_the_client_when_the_ssr_server_is_down(): void
    {
        config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://127.0.0.1:1']);

        $response = $this->get('/_inertia/ssr');

        $response->assertOk()
            ->assertSee('<script data-page="app" type="application/json"', false)
            ->assertSee('<div id="app"></div>', false);
        $this->assertSame('Home', $this->embeddedPage($response)['component']);
    }

    public function test_failed_or_malformed_answers_fall_back_to_client_rendering(): void
    {
        config(['inertia.ssr.enabled' => true]);
        Http::fake(['ssr.test:13714/render' => Http::sequence()
            ->push(['error' => 'window is not defined', 'type' => 'browser-api'], 500)
            ->push('not json', 200)
            ->push('null', 200)
            ->push(['head' => []], 200),
        ]);

        foreach (range(1, 4) as $attempt) {
            $this->get('/_inertia/ssr')->assertOk()->assertSee('<div id="app"></div>', false);
        }
        Http::assertSentCount(4);
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

        $this->assertNull((new HttpGateway)->dispatch(['component' => 'Home', 'props' => []]));
    }
}
