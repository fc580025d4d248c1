<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Illuminate\Support\Carbon;
use Inertia\Inertia;
use Inertia\Tests\TestCase;

/** §3 once props: sent once, then skipped while the client lists them in X-Inertia-Except-Once-Props. */
final class OncePropsTest extends TestCase
{
    private int $resolved = 0;

    protected function setUp(): void
    {
        parent::setUp();

        Carbon::setTestNow('2026-03-01 12:00:00');

        $this->route('get', '/_inertia/page', function () {
            Inertia::share('translations', Inertia::once(function () {
                $this->resolved++;

                return ['hello' => 'Salut'];
            })->as('translations.ro'));

            return Inertia::render('Page', [
                'plans' => Inertia::once(fn () => ['basic']),
                'rates' => Inertia::once(fn () => [1.5])->until(60),
                'clock' => Inertia::once(fn () => 'now')->fresh(),
                'badges' => Inertia::defer(fn () => ['new'])->once(),
            ]);
        });
    }

    protected function tearDown(): void
    {
        Carbon::setTestNow();

        parent::tearDown();
    }

    public function test_once_props_are_sent_with_their_metadata(): void
    {
        $page = $this->inertiaGet('/_inertia/page')->json();

        $this->assertSame(['hello' => 'Salut'], $page['props']['translations']);
        $this->assertSame(['basic'], $page['props']['plans']);
        $this->assertSame([
            'translations.ro' => ['prop' => 'translations', 'expiresAt' => null],
            'plans' => ['prop' => 'plans', 'expiresAt' => null],
            'rates' => ['prop' => 'rates', 'expiresAt' => (Carbon::now()->getTimestamp() + 60) * 1000],
            'clock' => ['prop' => 'clock', 'expiresAt' => null],
        ], $page['onceProps']);
        $this->assertSame(['default' => ['badges']], $page['deferredProps']);
        $this->assertSame(1, $this->resolved);
    }

    public function test_props_the_client_holds_are_skipped_but_keep_their_metadata(): void
    {
        $page = $this->inertiaGet('/_inertia/page', [
            'X-Inertia-Except-Once-Props' => 'translations.ro,plans,clock,badges',
        ])->json();

        $this->assertSame(['errors', 'rates', 'clock'], array_keys($page['props']));
        $this->assertSame(['translations.ro', 'plans', 'rates', 'clock', 'badges'], array_keys($page['onceProps']));
        $this->assertSame(['prop' => 'badges', 'expiresAt' => null], $page['onceProps']['badges']);
        $this->assertArrayNotHasKey('deferredProps', $page);
        $this->assertSame(0, $this->resolved);
    }

    public function test_a_different_key_gets_a_fresh_value(): void
    {
        $page = $this->inertiaGet('/_inertia/page', ['X-Inertia-Except-Once-Props' => 'translations.ru'])->json();

        $this->assertSame(['hello' => 'Salut'], $page['props']['translations']);
    }

    public function test_a_partial_reload_that_asks_for_a_once_prop_resolves_it_again(): void
    {
        $page = $this->inertiaGet('/_inertia/page', [
            'X-Inertia-Partial-Component' => 'Page',
            'X-Inertia-Partial-Data' => 'translations',
            'X-Inertia-Except-Once-Props' => 'translations.ro',
        ])->json();

        $this->assertSame(['errors' => [], 'translations' => ['hello' => 'Salut']], $page['props']);
        $this->assertSame(['translations.ro' => ['prop' => 'translations', 'expiresAt' => null]], $page['onceProps']);
    }

    public function test_a_partial_reload_that_does_not_ask_for_it_leaves_it_out(): void
    {
        $page = $this->inertiaGet('/_inertia/page', [
            'X-Inertia-Partial-Component' => 'Page',
            'X-Inertia-Partial-Data' => 'badges',
        ])->json();

        $this->assertSame(['errors' => [], 'badges' => ['new']], $page['props']);
        $this->assertSame(['badges' => ['prop' => 'badges', 'expiresAt' => null]], $page['onceProps']);
        $this->assertSame(0, $this->resolved);
    }
}
