<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Inertia\Inertia;
use Inertia\Testing\AssertableInertia as Assert;
use Inertia\Tests\TestCase;
use PHPUnit\Framework\AssertionFailedError;

/** §9: the assertInertia helper and its partial reloads. */
final class TestingHelpersTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/users', fn () => Inertia::render('Users/Index', [
            'users' => [['id' => 1, 'name' => 'Ana'], ['id' => 2, 'name' => 'Ion']],
            'filters' => ['q' => null],
            'stats' => Inertia::optional(fn () => ['total' => 2]),
            'activity' => Inertia::defer(fn () => ['logged in']),
            'chart' => Inertia::defer(fn () => [1, 2, 3], 'charts'),
        ]));
        $this->route('get', '/_inertia/flashed', function () {
            Inertia::flash('toast', 'Saved');

            return Inertia::render('Users/Index');
        });
    }

    public function test_assert_inertia_reads_html_and_json_responses(): void
    {
        $assertions = function (Assert $page): void {
            $page->component('Users/Index')
                ->url('/_inertia/users?q=a')
                ->version('v1')
                ->has('users', 2, fn (Assert $user) => $user->where('id', 1)->where('name', 'Ana'))
                ->where('filters.q', null)
                ->missing('stats')
                ->missing('activity');
        };

        $this->get('/_inertia/users?q=a')->assertInertia($assertions);
        $this->inertiaGet('/_inertia/users?q=a')->assertInertia($assertions);
    }

    public function test_page_and_props_accessors(): void
    {
        $response = $this->get('/_inertia/users');

        $this->assertSame('Users/Index', $response->inertiaPage()['component']);
        $this->assertSame('Ion', $response->inertiaProps('users.1.name'));
        $this->assertSame([], $response->inertiaProps('errors'));
        $this->assertArrayHasKey('users', $response->inertiaProps());
    }

    public function test_component_checks_that_the_page_file_exists(): void
    {
        config([
            'inertia.testing.ensure_pages_exist' => true,
            'inertia.testing.page_paths' => [dirname(__DIR__).'/Fixtures/pages'],
            'inertia.testing.page_extensions' => ['tsx', 'page'],
        ]);
        $response = $this->get('/_inertia/users');

        $response->assertInertia(fn (Assert $page) => $page->component('Users/Index'));

        // A fictional component passes when the check is switched off for the call.
        $this->route('get', '/_inertia/fiction', fn () => Inertia::render('Not/There'));
        $this->get('/_inertia/fiction')->assertInertia(fn (Assert $page) => $page->component('Not/There', false));
    }

    public function test_component_fails_for_a_missing_page_file(): void
    {
        config(['inertia.testing.page_paths' => [__DIR__]]);

        $this->expectException(AssertionFailedError::class);
        $this->expectExceptionMessage('Inertia page component file [Users/Index] does not exist.');

        $this->get('/_inertia/users')->assertInertia(fn (Assert $page) => $page->component('Users/Index', true));
    }

    public function test_reload_only_and_reload_except(): void
    {
        $this->get('/_inertia/users')->assertInertia(fn (Assert $page) => $page
            ->missing('stats')
            ->reloadOnly('stats', fn (Assert $reloaded) => $reloaded
                ->where('stats.total', 2)
                ->missing('users')
                ->has('errors'))
            ->reloadOnly(['users', 'filters'], fn (Assert $reloaded) => $reloaded->missing('stats')->count('users', 2))
            ->reloadExcept('users', fn (Assert $reloaded) => $reloaded
                ->has('filters')
                ->where('stats.total', 2)
                ->has('activity'))
            ->reload(fn (Assert $reloaded) => $reloaded->has('users')->missing('stats')));
    }

    public function test_load_deferred_props(): void
    {
        $this->get('/_inertia/users')->assertInertia(fn (Assert $page) => $page
            ->missing('activity')
            ->loadDeferredProps(fn (Assert $reloaded) => $reloaded
                ->where('activity', ['logged in'])
                ->where('chart', [1, 2, 3])
                ->missing('users'))
            ->loadDeferredProps('charts', fn (Assert $reloaded) => $reloaded->has('chart')->missing('activity'))
            ->loadDeferredProps(['default', 'charts'], fn (Assert $reloaded) => $reloaded->hasAll(['activity', 'chart'])));
    }

    public function test_load_deferred_props_fails_for_an_unknown_group(): void
    {
        $this->expectException(AssertionFailedError::class);

        $this->get('/_inertia/users')->assertInertia(fn (Assert $page) => $page->loadDeferredProps('nope'));
    }

    public function test_flash_assertions(): void
    {
        $this->get('/_inertia/flashed')->assertInertia(fn (Assert $page) => $page
            ->hasFlash('toast')
            ->hasFlash('toast', 'Saved')
            ->missingFlash('other'));

        $this->get('/_inertia/users')->assertInertia(fn (Assert $page) => $page->missingFlash('toast'));
    }

    public function test_to_array_returns_the_page(): void
    {
        $this->get('/_inertia/users')->assertInertia(function (Assert $page): void {
            $array = $page->toArray();
            $this->assertSame('Users/Index', $array['component']);
            $this->assertSame(['default' => ['activity'], 'charts' => ['chart']], $array['deferredProps']);
        });
    }

    public function test_a_response_that_is_not_an_inertia_page_fails(): void
    {
        $this->route('get', '/_inertia/json', fn () => response()->json(['component' => 'X']));

        $this->expectException(AssertionFailedError::class);

        $this->get('/_inertia/json')->assertInertia();
    }
}
