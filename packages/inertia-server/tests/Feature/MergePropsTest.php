<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Inertia\Inertia;
use Inertia\Tests\TestCase;

/** §3 merge metadata: mergeable props minus reset keys, limited to `only`, minus `except`, on full loads too. */
final class MergePropsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/feed', fn () => Inertia::render('Feed', [
            'posts' => Inertia::merge([['id' => 1]]),
            'latest' => Inertia::merge(fn () => [['id' => 9]])->prepend(),
            'filters' => Inertia::deepMerge(['brand' => ['lg']]),
            'users' => Inertia::merge(['data' => [['id' => 1]], 'meta' => ['page' => 1]])->append('data', 'id'),
            'tags' => Inertia::merge(['a'])->matchOn('id'),
            'chat' => Inertia::merge(['messages' => [], 'pinned' => []])->append(['messages' => 'uuid'])->prepend('pinned'),
            'comments' => Inertia::defer(fn () => [['id' => 3]])->merge(),
            'plain' => 'x',
        ]));
    }

    public function test_merge_metadata_is_sent_on_full_loads(): void
    {
        $page = $this->inertiaGet('/_inertia/feed')->json();

        $this->assertSame(['posts', 'users.data', 'tags', 'chat.messages', 'comments'], $page['mergeProps']);
        $this->assertSame(['latest', 'chat.pinned'], $page['prependProps']);
        $this->assertSame(['filters'], $page['deepMergeProps']);
        $this->assertSame(['users.data.id', 'tags.id', 'chat.messages.uuid'], $page['matchPropsOn']);
        $this->assertSame(['default' => ['comments']], $page['deferredProps']);
        $this->assertSame([['id' => 9]], $page['props']['latest']);
        $this->assertArrayNotHasKey('comments', $page['props']);
    }

    public function test_partial_reloads_list_only_the_requested_mergeable_props(): void
    {
        $page = $this->inertiaGet('/_inertia/feed', [
            'X-Inertia-Partial-Component' => 'Feed',
            'X-Inertia-Partial-Data' => 'posts,users,plain',
        ])->json();

        $this->assertSame(['posts', 'users.data'], $page['mergeProps']);
        $this->assertSame(['users.data.id'], $page['matchPropsOn']);
        $this->assertArrayNotHasKey('prependProps', $page);
        $this->assertArrayNotHasKey('deepMergeProps', $page);
    }

    public function test_excepted_props_have_no_merge_metadata(): void
    {
        $page = $this->inertiaGet('/_inertia/feed', [
            'X-Inertia-Partial-Component' => 'Feed',
            'X-Inertia-Partial-Except' => 'posts,users,chat,comments,tags',
        ])->json();

        $this->assertSame(['latest'], $page['prependProps']);
        $this->assertSame(['filters'], $page['deepMergeProps']);
        $this->assertArrayNotHasKey('mergeProps', $page);
        $this->assertArrayNotHasKey('matchPropsOn', $page);
    }

    public function test_reset_props_are_sent_but_not_merged(): void
    {
        $page = $this->inertiaGet('/_inertia/feed', [
            'X-Inertia-Partial-Component' => 'Feed',
            'X-Inertia-Partial-Data' => 'posts,users',
            'X-Inertia-Reset' => 'posts',
        ])->json();

        $this->assertSame([['id' => 1]], $page['props']['posts']);
        $this->assertSame(['users.data'], $page['mergeProps']);
    }

    public function test_a_deferred_mergeable_prop_is_merged_when_its_group_loads(): void
    {
        $page = $this->inertiaGet('/_inertia/feed', [
            'X-Inertia-Partial-Component' => 'Feed',
            'X-Inertia-Partial-Data' => 'comments',
        ])->json();

        $this->assertSame([['id' => 3]], $page['props']['comments']);
        $this->assertSame(['comments'], $page['mergeProps']);
    }
}
