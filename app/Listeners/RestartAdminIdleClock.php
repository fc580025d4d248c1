<?php

declare(strict_types=1);

namespace App\Listeners;

use App\Http\Middleware\Admin\EndIdleAdminSession;
use Illuminate\Auth\Events\Login;
use Illuminate\Auth\SessionGuard;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;

/**
 * A sign-in starts the back office's clocks afresh (EndIdleAdminSession): the idle clock, and the absolute one from
 * this moment. A session the remember-me cookie revived is marked, so it opens the shop but never the back office.
 * Registered by event discovery (app/Listeners).
 */
final readonly class RestartAdminIdleClock
{
    public function __construct(private Request $request)
    {
    }

    public function handle(Login $event): void
    {
        if (! $this->request->hasSession()) {
            return;
        }
        $session = $this->request->session();
        $session->forget(EndIdleAdminSession::SESSION_KEY);
        $guard = Auth::guard($event->guard);
        if ($guard instanceof SessionGuard && $guard->viaRemember()) {
            $session->put(EndIdleAdminSession::REVIVED_KEY, true);
            $session->forget(EndIdleAdminSession::SIGNED_IN_KEY);

            return;
        }
        $session->forget(EndIdleAdminSession::REVIVED_KEY);
        $session->put(EndIdleAdminSession::SIGNED_IN_KEY, now()->getTimestamp());
    }
}
