<?php

declare(strict_types=1);

namespace App\Listeners;

use App\Http\Middleware\Admin\EndIdleAdminSession;
use Illuminate\Auth\Events\Login;
use Illuminate\Http\Request;

/**
 * A sign-in starts the back office's idle clock afresh (EndIdleAdminSession), so a staff member signed out for being
 * idle is not signed out again by the old stamp. Registered by event discovery (app/Listeners).
 */
final readonly class RestartAdminIdleClock
{
    public function __construct(private Request $request)
    {
    }

    public function handle(Login $event): void
    {
        if ($this->request->hasSession()) {
            $this->request->session()->forget(EndIdleAdminSession::SESSION_KEY);
        }
    }
}
