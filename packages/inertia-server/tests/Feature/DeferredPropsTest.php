<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Inertia\Inertia;
use Inertia\Tests\TestCase;

/** §3 deferred groups: left out of the first load, listed per group, fetched by one partial reload per group. */
final class DeferredPropsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/product', fn () => Inertia::render('Product', [
            'product' => ['id' => 7],
            'reviews' => Inertia::defer(fn () => ['good']),
            'questions' => Inertia::defer(fn () => ['why?']),
            'related' => Inertia::defer(fn () => [1, 2], 'sidebar'),
            'stats' => ['views' => 3, 'chart' => Inertia::defer(fn () => [5, 6], 'sidebar')],
        ]));
    }

    public function test_deferred_props_are_listed_by_group_on_full_loads(): void
    {
        $page = $this->inertiaGet('/_inertia/product')->json();

        $this->assertSame(['errors' => [], 'product' => ['id' => 7], 'stats' => ['views' => 3]], $page['props']);
        $this->assertSame([
            'default' => ['reviews', 'questions'],
            'sidebar' => ['related', 'stats.chart'],
        ], $page['deferredProps']);

        $html = $this->get('/_inertia/product');
        $this->assertSame($page['deferredProps'], $this->embeddedPage($html)['deferredProps']);
    }

    public function test_each_group_is_loaded_by_a_partial_reload(): void
    {
        $page = $this->inertiaGet('/_inertia/product', [
            'X-Inertia-Partial-Component' => 'Product',
            'X-Inertia-Partial-Data' => 'related,stats.chart',
            'Cache-Control' => 'no-cache',
        ])->json();

        $this->assertSame(['errors' => [], 'related' => [1, 2], 'stats' => ['chart' => [5, 6]]], $page['props']);
        $this->assertArrayNotHasKey('deferredProps', $page);
    }
}
