<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use Illuminate\Contracts\Session\Session;
use Illuminate\Support\Facades\Auth;
use Inertia\Inertia;

/**
 * Signs this browser out, whoever asks (the person, an idle or expired back-office session, a disabled account): the
 * remember-me cookie goes, the session starts afresh with a new CSRF token, and the next page tells the browser to
 * drop the key of its encrypted history, so Back shows nothing of the account (set after invalidate(), which empties
 * the session).
 */
final class SignOut
{
    public function handle(Session $session): void
    {
        Auth::logout();
        $session->invalidate();
        $session->regenerateToken();
        Inertia::clearHistory();
    }
}
