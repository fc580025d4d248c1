<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Illuminate\Contracts\Http\Kernel;
use Illuminate\Http\Request;
use Illuminate\Testing\TestResponse;
use Inertia\Inertia;
use Inertia\Tests\TestCase;

/** §1: the first visit is an HTML document with the page JSON in a script element. */
final class FirstVisitTest extends TestCase
{
    public function test_a_first_visit_renders_the_root_view_with_the_page_script_and_mount_point(): void
    {
        $this->route('get', '/_inertia/users/edit', fn () => Inertia::render('User/Edit', ['name' => 'Ana']));

        $response = $this->get('/_inertia/users/edit');

        $response->assertOk();
        $this->assertStringStartsWith('text/html', (string) $response->headers->get('Content-Type'));
        $this->assertNull($response->headers->get('X-Inertia'));
        $response->assertSee('<script data-page="app" type="application/json"', false);
        $response->assertSee('</script><div id="app"></div>', false);

        $expected = [
            'component' => 'User/Edit',
            'props' => ['errors' => [], 'name' => 'Ana'],
            'url' => '/_inertia/users/edit',
            'version' => 'v1',
            'sharedProps' => ['errors'],
        ];
        $this->assertSame($expected, $this->embeddedPage($response));
        $response->assertSee('"props":{"errors":{},"name":"Ana"}', false);
        $response->assertSee('"component":"User\/Edit"', false);
        $this->assertSame('User/Edit', $response->viewData('page')['component']);
    }

    public function test_a_script_breaking_payload_cannot_leave_the_script_element(): void
    {
        $evil = '</script><script>alert(1)</script><!--';
        $quotes = '\'"&<>';
        $this->route('get', '/_inertia/evil', fn () => Inertia::render('Evil', ['evil' => $evil, 'quotes' => $quotes]));

        $response = $this->get('/_inertia/evil');

        $html = (string) $response->getContent();
        $this->assertSame(1, substr_count($html, '<script'));
        $this->assertSame(1, substr_count($html, '</script>'));
        $this->assertStringNotContainsString('<!--', $html);
        $this->assertStringNotContainsString('\'"&', $html);

        $props = $this->embeddedPage($response)['props'];
        $this->assertIsArray($props);
        $this->assertSame($evil, $props['evil']);
        $this->assertSame($quotes, $props['quotes']);
    }

    public function test_slashes_stay_escaped_and_unicode_stays_readable(): void
    {
        $this->route('get', '/_inertia/text', fn () => Inertia::render('Text', ['path' => '/ru/catalog', 'ru' => 'Каталог']));

        $response = $this->get('/_inertia/text');

        $response->assertSee('"path":"\/ru\/catalog"', false);
        $response->assertSee('"ru":"Каталог"', false);
    }

    public function test_the_root_element_id_can_be_chosen_in_the_directive(): void
    {
        $this->route('get', '/_inertia/custom', fn () => Inertia::render('Custom')
            ->rootView('inertia-tests::custom')
            ->withViewData('title', 'Custom title'));

        $response = $this->get('/_inertia/custom');

        $response->assertSee('<script data-page="shop" type="application/json"', false);
        $response->assertSee('<div id="shop"></div>', false);
        $response->assertSee('<title>Custom title</title>', false);
        $this->assertSame('Custom', $this->embeddedPage($response, 'shop')['component']);
    }

    public function test_html_responses_vary_on_x_inertia(): void
    {
        $this->route('get', '/_inertia/page', fn () => Inertia::render('Page'));
        $this->route('get', '/_inertia/plain', fn () => response('plain')->header('Vary', 'Accept-Encoding'));

        $this->get('/_inertia/page')->assertHeader('Vary', 'X-Inertia');
        $this->get('/_inertia/plain')->assertHeader('Vary', 'Accept-Encoding, X-Inertia');
    }

    public function test_the_url_keeps_the_query_and_a_trailing_slash(): void
    {
        $this->route('get', '/_inertia/list', fn () => Inertia::render('List'));

        $this->get('/_inertia/list?page=2&sort=price')->assertViewHas('page.url', '/_inertia/list?page=2&sort=price');
        // The testing helpers trim a trailing slash from the URI, so these go to the kernel as the browser sends them.
        $this->assertSame('/_inertia/list/', $this->rawGet('/_inertia/list/')->viewData('page')['url']);
        $this->assertSame('/_inertia/list/?page=2', $this->rawGet('/_inertia/list/?page=2')->viewData('page')['url']);
        $this->inertiaGet('/_inertia/list?q=a%20b')->assertJsonPath('url', '/_inertia/list?q=a%20b');
    }

    /**
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    private function rawGet(string $uri): TestResponse
    {
        $request = Request::create($uri);

        return TestResponse::fromBaseResponse($this->app->make(Kernel::class)->handle($request), $request);
    }
}
