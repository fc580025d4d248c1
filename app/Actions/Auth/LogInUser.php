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
 * fixation, and the appearance saved on the account applied to this browser.
 */
final class LogInUser
{
    public function handle(Session $session, User $user, bool $remember): void
    {
        Auth::login($user, $remember);
        $session->regenerate();
        $session->forget(['login.id', 'login.remember', 'login.at']);

        if ($user->appearance !== null) {
            Cookie::queue(Cookie::make(Appearance::COOKIE, $user->appearance, 60 * 24 * 365, '/', null, null, false, false, 'lax'));
        }
    }
}
