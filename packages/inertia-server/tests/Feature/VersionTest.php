<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Middleware;
use Inertia\Tests\Fixtures\TestMiddleware;
use Inertia\Tests\TestCase;

/** §2 asset version: a stale client gets a 409 and reloads the page in full. */
final class VersionTest extends TestCase
{
    private int $renders = 0;

    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/page', function () {
            $this->renders++;

            return Inertia::render('Page', ['status' => session('status')]);
        });
        $this->route('post', '/_inertia/save', function () {
            $this->renders++;
            session()->flash('status', 'saved');
            Inertia::flash('toast', 'Saved');

            return redirect('/_inertia/page');
        });
    }

    public function test_a_stale_version_on_get_is_a_409_with_the_location_and_the_new_version(): void
    {
        $response = $this->inertiaGet('/_inertia/page?tab=2', ['X-Inertia-Version' => 'old']);

        $response->assertStatus(409)
            ->assertHeader('X-Inertia-Location', 'http://localhost/_inertia/page?tab=2')
            ->assertHeader('X-Inertia-Version', 'v1')
            ->assertHeader('Vary', 'X-Inertia')
            ->assertHeaderMissing('X-Inertia')
            ->assertContent('');
        $this->assertSame(0, $this->renders);
    }

    public function test_a_missing_version_header_counts_as_empty(): void
    {
        $this->get('/_inertia/page', ['X-Inertia' => 'true'])->assertStatus(409);

        TestMiddleware::$version = null;
        $this->get('/_inertia/page', ['X-Inertia' => 'true'])->assertOk()->assertJsonPath('version', '');
    }

    public function test_the_current_version_passes(): void
    {
        $this->inertiaGet('/_inertia/page')->assertOk()->assertJsonPath('version', 'v1');
        $this->assertSame(1, $this->renders);
    }

    public function test_other_methods_are_not_checked(): void
    {
        $this->post('/_inertia/save', [], $this->inertiaHeaders(['X-Inertia-Version' => 'old']))
            ->assertRedirect('/_inertia/page');
        $this->assertSame(1, $this->renders);
    }

    public function test_first_visits_are_not_checked(): void
    {
        $this->get('/_inertia/page')->assertOk();
    }

    public function test_the_409_keeps_the_flash_data_for_the_reload(): void
    {
        $this->post('/_inertia/save', [], $this->inertiaHeaders())->assertRedirect();

        $this->inertiaGet('/_inertia/page', ['X-Inertia-Version' => 'old'])->assertStatus(409);

        $this->get('/_inertia/page')
            ->assertViewHas('page.props.status', 'saved')
            ->assertViewHas('page.flash', ['toast' => 'Saved']);
    }

    public function test_the_default_version_hashes_the_vite_manifest_or_else_the_asset_url(): void
    {
        $middleware = new Middleware;
        $request = Request::create('/');
        $manifest = public_path('build/manifest.json');

        config(['app.asset_url' => 'https://cdn.example.com']);
        $expected = is_file($manifest) ? hash_file('xxh128', $manifest) : hash('xxh128', 'https://cdn.example.com');
        $this->assertSame($expected, $middleware->version($request));

        config(['app.asset_url' => null]);
        $this->assertSame(is_file($manifest) ? hash_file('xxh128', $manifest) : null, $middleware->version($request));
    }
}
