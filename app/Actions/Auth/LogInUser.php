<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Enums\Appearance;
use App\Models\User;
use Illuminate\Contracts\Session\Session;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Cookie;

/**
 * Signs a person in: Laravel's Login event (the cart and favourites merge hooks onto it), a new session id against
 * fixation, the moment kept as the account's last sign-in (the staff page shows it), and the appearance saved on the
 * account applied to this browser. Every sign-in with the password (and the second factor) or a set-password link
 * comes here; a session the remember-me cookie revives does not.
 */
final class LogInUser
{
    public function handle(Session $session, User $user, bool $remember): void
    {
        Auth::login($user, $remember);
        $session->regenerate();
        $session->forget(['login.id', 'login.remember', 'login.at']);
        // One statement on the row alone: a sign-in is not a change to the account (updated_at stays).
        $now = now();
        User::query()->whereKey($user->id)->getQuery()->update(['last_login_at' => $now]);
        $user->forceFill(['last_login_at' => $now])->syncOriginalAttribute('last_login_at');

        if ($user->appearance !== null) {
            Cookie::queue(Cookie::make(Appearance::COOKIE, $user->appearance, 60 * 24 * 365, '/', null, null, false, false, 'lax'));
        }
    }
}
