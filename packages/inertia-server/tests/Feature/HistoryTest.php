<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Inertia\Inertia;
use Inertia\Middleware\EncryptHistory;
use Inertia\Tests\TestCase;

/** §6: encryptHistory and the one-shot clearHistory. */
final class HistoryTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/page', fn () => Inertia::render('Page'));
        $this->route('get', '/_inertia/account', fn () => Inertia::render('Account'), [EncryptHistory::class]);
        $this->route('get', '/_inertia/secret', function () {
            Inertia::encryptHistory();

            return Inertia::render('Secret');
        });
        $this->route('post', '/_inertia/logout', function () {
            Inertia::clearHistory();

            return redirect('/_inertia/page');
        });
    }

    public function test_history_is_not_encrypted_by_default_and_the_flags_are_left_out(): void
    {
        $page = $this->inertiaGet('/_inertia/page')->json();

        $this->assertArrayNotHasKey('encryptHistory', $page);
        $this->assertArrayNotHasKey('clearHistory', $page);
    }

    public function test_history_encryption_by_config_facade_or_middleware(): void
    {
        $this->inertiaGet('/_inertia/secret')->assertJsonPath('encryptHistory', true);
        $this->inertiaGet('/_inertia/account')->assertJsonPath('encryptHistory', true);
        $this->assertArrayNotHasKey('encryptHistory', $this->inertiaGet('/_inertia/page')->json());

        config(['inertia.history.encrypt' => true]);
        $this->inertiaGet('/_inertia/page')->assertJsonPath('encryptHistory', true);
        $this->get('/_inertia/page')->assertViewHas('page.encryptHistory', true);
    }

    public function test_clear_history_reaches_the_page_after_the_redirect_once(): void
    {
        $this->post('/_inertia/logout', [], $this->inertiaHeaders())->assertRedirect('/_inertia/page');

        $this->inertiaGet('/_inertia/page', ['Purpose' => 'prefetch'])->assertJsonMissingPath('clearHistory');
        $this->inertiaGet('/_inertia/page')->assertJsonPath('clearHistory', true);
        $this->inertiaGet('/_inertia/page')->assertJsonMissingPath('clearHistory');
    }
}
