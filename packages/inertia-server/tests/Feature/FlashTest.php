<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Inertia\Inertia;
use Inertia\Tests\TestCase;

/** §1 `flash`: one-shot data for the next page the user sees; kept across redirects, left alone by prefetches. */
final class FlashTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/cart', fn () => Inertia::render('Cart', ['status' => session('status')]));
        $this->route('post', '/_inertia/cart', function () {
            Inertia::flash('toast', ['type' => 'success', 'message' => 'Added']);
            Inertia::flash(['added' => 7]);
            session()->flash('status', 'added');

            return redirect('/_inertia/cart');
        });
        $this->route('post', '/_inertia/cart-via-hop', function () {
            Inertia::flash('toast', 'Hopped');

            return redirect('/_inertia/hop');
        });
        $this->route('get', '/_inertia/hop', fn () => redirect('/_inertia/cart'));
        $this->route('get', '/_inertia/ping', fn () => response()->json(['pong' => true]));
        $this->route('get', '/_inertia/now', function () {
            Inertia::flash('toast', 'Right away');

            return Inertia::render('Cart');
        });
    }

    public function test_flash_data_reaches_the_next_page_once(): void
    {
        $this->post('/_inertia/cart', [], $this->inertiaHeaders())
            ->assertRedirect('/_inertia/cart')
            ->assertSessionHas('inertia.flash_data.toast.message', 'Added')
            ->assertInertiaFlash('added', 7)
            ->assertInertiaFlash('toast.type', 'success')
            ->assertInertiaFlashMissing('other');

        $this->inertiaGet('/_inertia/cart')
            ->assertJsonPath('flash', ['toast' => ['type' => 'success', 'message' => 'Added'], 'added' => 7])
            ->assertJsonPath('props.status', 'added')
            ->assertInertiaFlash('toast.message', 'Added');

        $this->inertiaGet('/_inertia/cart')->assertJsonMissingPath('flash')->assertInertiaFlashMissing('toast');
    }

    public function test_flash_data_survives_a_chain_of_redirects(): void
    {
        $this->post('/_inertia/cart-via-hop', [], $this->inertiaHeaders())->assertRedirect('/_inertia/hop');
        $this->inertiaGet('/_inertia/hop')->assertRedirect('/_inertia/cart');

        $this->get('/_inertia/cart')->assertViewHas('page.flash', ['toast' => 'Hopped']);
    }

    public function test_a_prefetch_does_not_consume_flash_data(): void
    {
        $this->post('/_inertia/cart', [], $this->inertiaHeaders())->assertRedirect();

        $prefetch = $this->inertiaGet('/_inertia/cart', ['Purpose' => 'prefetch'])->json();
        $this->assertArrayNotHasKey('flash', $prefetch);

        $this->inertiaGet('/_inertia/cart', ['Purpose' => 'prefetch'])->assertOk();

        $this->inertiaGet('/_inertia/cart')
            ->assertJsonPath('flash.added', 7)
            ->assertJsonPath('props.status', 'added');
    }

    public function test_flash_data_set_while_rendering_shows_on_that_page(): void
    {
        $this->get('/_inertia/now')->assertViewHas('page.flash', ['toast' => 'Right away']);
        $this->get('/_inertia/cart')->assertViewMissing('page.flash');
    }

    public function test_an_unused_flash_expires_like_any_session_flash(): void
    {
        $this->post('/_inertia/cart', [], $this->inertiaHeaders())->assertRedirect();
        $this->getJson('/_inertia/ping')->assertOk();

        $this->inertiaGet('/_inertia/cart')->assertJsonMissingPath('flash');
    }
}
