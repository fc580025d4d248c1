<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Inertia\Inertia;
use Inertia\Tests\TestCase;

/** §2 redirects: 303 after PUT/PATCH/DELETE, fragment redirects, empty responses. */
final class RedirectTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        foreach (['post', 'put', 'patch', 'delete'] as $method) {
            $this->route($method, '/_inertia/item', fn () => redirect('/_inertia/items'));
            $this->route($method, '/_inertia/empty', fn () => response(''));
        }
        $this->route('get', '/_inertia/items', fn () => Inertia::render('Items'));
        $this->route('post', '/_inertia/keep-fragment', function () {
            Inertia::preserveFragment();

            return redirect('/_inertia/items');
        });
        $this->route('get', '/_inertia/to-fragment', fn () => redirect('/_inertia/items#reviews'));
        $this->route('post', '/_inertia/to-fragment', fn () => redirect('/_inertia/items#reviews')->withCookie(cookie('seen', '1')));
    }

    public function test_put_patch_and_delete_redirects_become_303_for_inertia_visits(): void
    {
        foreach (['put', 'patch', 'delete'] as $method) {
            $this->{$method}('/_inertia/item', [], $this->inertiaHeaders())
                ->assertStatus(303)
                ->assertHeader('Location', 'http://localhost/_inertia/items');
        }
    }

    public function test_post_redirects_and_non_inertia_redirects_keep_their_302(): void
    {
        $this->post('/_inertia/item', [], $this->inertiaHeaders())->assertStatus(302);
        $this->put('/_inertia/item')->assertStatus(302);
        $this->delete('/_inertia/item')->assertStatus(302);
    }

    public function test_a_redirect_with_a_fragment_becomes_a_409_for_inertia_visits(): void
    {
        $this->inertiaGet('/_inertia/to-fragment')
            ->assertStatus(409)
            ->assertHeader('X-Inertia-Redirect', 'http://localhost/_inertia/items#reviews')
            ->assertHeaderMissing('Location')
            ->assertHeaderMissing('X-Inertia');

        $this->post('/_inertia/to-fragment', [], $this->inertiaHeaders())
            ->assertStatus(409)
            ->assertCookie('seen', '1');
    }

    public function test_a_fragment_redirect_stays_a_redirect_for_prefetches_and_first_visits(): void
    {
        $this->inertiaGet('/_inertia/to-fragment', ['Purpose' => 'prefetch'])
            ->assertStatus(302)
            ->assertHeader('Location', 'http://localhost/_inertia/items#reviews');

        $this->get('/_inertia/to-fragment')->assertStatus(302);
    }

    public function test_an_empty_response_to_an_inertia_visit_sends_the_user_back(): void
    {
        $this->post('/_inertia/empty', [], $this->inertiaHeaders(['Referer' => 'http://localhost/_inertia/form']))
            ->assertStatus(302)
            ->assertHeader('Location', 'http://localhost/_inertia/form');

        $this->delete('/_inertia/empty', [], $this->inertiaHeaders(['Referer' => 'http://localhost/_inertia/form']))
            ->assertStatus(303);

        $this->post('/_inertia/empty')->assertOk()->assertContent('');
    }

    public function test_preserve_fragment_marks_the_next_page_once(): void
    {
        $this->post('/_inertia/keep-fragment', [], $this->inertiaHeaders())->assertRedirect('/_inertia/items');

        $this->inertiaGet('/_inertia/items', ['Purpose' => 'prefetch'])->assertJsonMissingPath('preserveFragment');
        $this->inertiaGet('/_inertia/items')->assertJsonPath('preserveFragment', true);
        $this->inertiaGet('/_inertia/items')->assertJsonMissingPath('preserveFragment');
    }
}
