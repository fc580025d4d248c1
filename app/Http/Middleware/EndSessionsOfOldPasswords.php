<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use Illuminate\Auth\AuthenticationException;
use Illuminate\Auth\SessionGuard;
use Illuminate\Session\Middleware\AuthenticateSession;
use Inertia\Inertia;

/**
 * Laravel's AuthenticateSession (a new password signs every other session out at its next request: each session
 * keeps a fingerprint of the password it signed in with, see AfterPasswordChange), which also drops the browser's
 * encrypted history as it signs out, so Back shows nothing of the account in that browser.
 */
final class EndSessionsOfOldPasswords extends AuthenticateSession
{
    /**
     * @param  \Illuminate\Http\Request  $request
     * @return never
     *
     * @throws AuthenticationException
     */
    protected function logout($request)
    {
        // The guard itself (the factory it came from cannot sign out a device).
        $guard = $this->auth->guard();
        if ($guard instanceof SessionGuard) {
            $guard->logoutCurrentDevice();
        }
        $request->session()->flush();
        Inertia::clearHistory();

        throw new AuthenticationException('Unauthenticated.', [config()->string('auth.defaults.guard')], $this->redirectTo($request));
    }
}
