<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Illuminate\Testing\TestResponse;
use Inertia\Inertia;
use Inertia\Tests\TestCase;
use Symfony\Component\HttpFoundation\Response;

/** §3: partial reloads and the optional / always / defer prop rows. */
final class PartialReloadTest extends TestCase
{
    /** @var array<string, int> */
    private array $calls = ['lazy' => 0, 'optional' => 0, 'deferred' => 0, 'shared' => 0, 'meta' => 0];

    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/dashboard', function () {
            Inertia::share('sharedLazy', function () {
                return ++$this->calls['shared'];
            });

            return Inertia::render('Dashboard', [
                'title' => 'Dashboard',
                'lazy' => function () {
                    return ++$this->calls['lazy'];
                },
                'user' => [
                    'name' => 'Ana',
                    'email' => 'ana@example.com',
                    'meta' => function () {
                        $this->calls['meta']++;

                        return ['visits' => 3, 'plan' => 'pro'];
                    },
                ],
                'optional' => Inertia::optional(function () {
                    return ++$this->calls['optional'];
                }),
                'always' => Inertia::always('kept'),
                'deferred' => Inertia::defer(function () {
                    return ++$this->calls['deferred'];
                }, 'sidebar'),
            ]);
        });
    }

    public function test_a_full_load_sends_plain_props_and_leaves_optional_and_deferred_out(): void
    {
        $page = $this->inertiaGet('/_inertia/dashboard')->json();

        $this->assertSame(['errors', 'sharedLazy', 'title', 'lazy', 'user', 'always'], array_keys($page['props']));
        $this->assertSame(['visits' => 3, 'plan' => 'pro'], $page['props']['user']['meta']);
        $this->assertSame(['sidebar' => ['deferred']], $page['deferredProps']);
        $this->assertSame(['errors', 'sharedLazy'], $page['sharedProps']);
        $this->assertSame(['lazy' => 1, 'optional' => 0, 'deferred' => 0, 'shared' => 1, 'meta' => 1], $this->calls);
    }

    public function test_only_sends_the_requested_props_plus_always_props_without_evaluating_the_rest(): void
    {
        $page = $this->partial(['X-Inertia-Partial-Data' => 'title'])->json();

        $this->assertSame(['errors' => [], 'title' => 'Dashboard', 'always' => 'kept'], $page['props']);
        $this->assertArrayNotHasKey('deferredProps', $page);
        $this->assertSame(['lazy' => 0, 'optional' => 0, 'deferred' => 0, 'shared' => 0, 'meta' => 0], $this->calls);
    }

    public function test_optional_and_deferred_props_are_sent_when_asked_for(): void
    {
        $props = $this->partial(['X-Inertia-Partial-Data' => 'optional,deferred'])->json('props');

        $this->assertSame(['errors' => [], 'optional' => 1, 'always' => 'kept', 'deferred' => 1], $props);
    }

    public function test_except_leaves_props_out_and_wins_over_only(): void
    {
        $props = $this->partial([
            'X-Inertia-Partial-Data' => 'title,lazy',
            'X-Inertia-Partial-Except' => 'lazy',
        ])->json('props');

        $this->assertSame(['errors' => [], 'title' => 'Dashboard', 'always' => 'kept'], $props);
        $this->assertSame(0, $this->calls['lazy']);
    }

    public function test_an_except_only_reload_resolves_optional_and_deferred_props(): void
    {
        $props = $this->partial(['X-Inertia-Partial-Except' => 'lazy,user'])->json('props');

        $this->assertSame(['errors', 'sharedLazy', 'title', 'optional', 'always', 'deferred'], array_keys($props));
        $this->assertSame(0, $this->calls['lazy']);
        $this->assertSame(0, $this->calls['meta']);
    }

    public function test_always_props_are_sent_even_when_excepted(): void
    {
        $props = $this->partial([
            'X-Inertia-Partial-Data' => 'title',
            'X-Inertia-Partial-Except' => 'always,errors',
        ])->json('props');

        $this->assertSame(['errors' => [], 'title' => 'Dashboard', 'always' => 'kept'], $props);
    }

    public function test_dot_paths_select_and_exclude_nested_props(): void
    {
        $this->assertSame(
            ['name' => 'Ana'],
            $this->partial(['X-Inertia-Partial-Data' => 'user.name'])->json('props.user'),
        );
        $this->assertSame(0, $this->calls['meta']);

        $this->assertSame(
            ['name' => 'Ana', 'meta' => ['visits' => 3, 'plan' => 'pro']],
            $this->partial(['X-Inertia-Partial-Data' => 'user', 'X-Inertia-Partial-Except' => 'user.email'])->json('props.user'),
        );

        // The closure is evaluated to reach the path, and its value is sent whole.
        $this->assertSame(
            ['meta' => ['visits' => 3, 'plan' => 'pro']],
            $this->partial(['X-Inertia-Partial-Data' => 'user.meta.visits'])->json('props.user'),
        );

        $this->assertArrayNotHasKey('user', $this->partial(['X-Inertia-Partial-Data' => 'user.missing'])->json('props'));
    }

    public function test_partial_headers_for_another_component_are_ignored(): void
    {
        $page = $this->inertiaGet('/_inertia/dashboard', [
            'X-Inertia-Partial-Component' => 'Login',
            'X-Inertia-Partial-Data' => 'title',
        ])->json();

        $this->assertSame(['errors', 'sharedLazy', 'title', 'lazy', 'user', 'always'], array_keys($page['props']));
        $this->assertSame(['sidebar' => ['deferred']], $page['deferredProps']);
        $this->assertSame(0, $this->calls['optional']);
    }

    public function test_partial_filtering_keys_on_the_component_header_alone(): void
    {
        $response = $this->get('/_inertia/dashboard', [
            'X-Inertia-Partial-Component' => 'Dashboard',
            'X-Inertia-Partial-Data' => 'title',
        ]);

        $response->assertViewHas('page.props', ['errors' => new \stdClass, 'title' => 'Dashboard', 'always' => 'kept']);
    }

    /**
     * @param  array<string, string>  $headers
     * @return TestResponse<Response>
     */
    private function partial(array $headers): TestResponse
    {
        return $this->inertiaGet('/_inertia/dashboard', ['X-Inertia-Partial-Component' => 'Dashboard', ...$headers]);
    }
}
