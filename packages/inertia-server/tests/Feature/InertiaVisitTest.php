<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Illuminate\Support\Facades\Route;
use Inertia\Inertia;
use Inertia\Tests\TestCase;

/** §2: an Inertia visit gets the page as JSON. */
final class InertiaVisitTest extends TestCase
{
    public function test_an_inertia_visit_gets_json_with_the_inertia_and_vary_headers(): void
    {
        $this->route('get', '/_inertia/users', fn () => Inertia::render('Users/Index', ['users' => [['id' => 1]]]));

        $response = $this->inertiaGet('/_inertia/users?page=1');

        $response->assertOk()
            ->assertHeader('X-Inertia', 'true')
            ->assertHeader('Vary', 'X-Inertia')
            ->assertHeader('Content-Type', 'application/json')
            ->assertExactJson([
                'component' => 'Users/Index',
                'props' => ['errors' => [], 'users' => [['id' => 1]]],
                'url' => '/_inertia/users?page=1',
                'version' => 'v1',
                'sharedProps' => ['errors'],
            ]);
        $this->assertStringContainsString('"errors":{}', (string) $response->getContent());
    }

    public function test_history_flags_and_empty_metadata_are_left_out(): void
    {
        $this->route('get', '/_inertia/plain', fn () => Inertia::render('Plain'));

        $page = $this->inertiaGet('/_inertia/plain')->json();

        $this->assertSame(['component', 'props', 'url', 'version', 'sharedProps'], array_keys($page));
    }

    public function test_a_page_without_props_sends_an_object(): void
    {
        // No middleware at all: nothing shared, no version, no session.
        Route::get('/_inertia/bare', fn () => Inertia::render('Bare'));

        $response = $this->get('/_inertia/bare', ['X-Inertia' => 'true']);

        $response->assertHeader('X-Inertia', 'true');
        $this->assertStringContainsString('"props":{}', (string) $response->getContent());
        $this->assertStringContainsString('"version":""', (string) $response->getContent());
    }

    public function test_an_external_location_is_a_409_for_inertia_visits_and_a_redirect_otherwise(): void
    {
        $this->route('get', '/_inertia/pay', fn () => Inertia::location('https://pay.example.com/checkout?id=5'));
        $this->route('get', '/_inertia/pay-redirect', fn () => Inertia::location(redirect()->away('https://pay.example.com/r')));

        $this->inertiaGet('/_inertia/pay')
            ->assertStatus(409)
            ->assertHeader('X-Inertia-Location', 'https://pay.example.com/checkout?id=5')
            ->assertHeaderMissing('X-Inertia')
            ->assertContent('');

        $this->get('/_inertia/pay')->assertRedirect('https://pay.example.com/checkout?id=5');

        $this->inertiaGet('/_inertia/pay-redirect')
            ->assertStatus(409)
            ->assertHeader('X-Inertia-Location', 'https://pay.example.com/r');
        $this->get('/_inertia/pay-redirect')->assertRedirect('https://pay.example.com/r');
    }

    public function test_error_statuses_are_still_inertia_pages(): void
    {
        $this->route('get', '/_inertia/gone', fn () => Inertia::render('Errors/Gone')->toResponse(request())->setStatusCode(410));

        $this->inertiaGet('/_inertia/gone')
            ->assertStatus(410)
            ->assertHeader('X-Inertia', 'true')
            ->assertJsonPath('component', 'Errors/Gone');
    }
}
