<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Actions\Auth\AfterPasswordChange;
use App\Models\User;
use Illuminate\Auth\SessionGuard;
use Illuminate\Contracts\Session\Session;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Cookie;
use Illuminate\Support\Str;

/**
 * A new password: this session stays signed in, every other session, remembered device and API token of the account
 * is signed out (see AfterPasswordChange), and the person gets an e-mail about it.
 */
final class UpdatePassword
{
    /** Laravel's remember-me lifetime (its SessionGuard default, which this app does not change): 400 days. */
    private const REMEMBER_MINUTES = 576000;

    public function __construct(private readonly AfterPasswordChange $after)
    {
    }

    /**
     * @param  bool  $remembered  whether this browser sent a remember-me cookie
     */
    public function handle(Session $session, User $user, string $password, bool $remembered): void
    {
        $user->forceFill(['password' => $password, 'remember_token' => Str::random(60)])->save();
        $session->regenerate();
        $this->after->handle($user, 'password_changed', $session->getId());

        // A browser that was remembered keeps being remembered, with the new token and password fingerprint (the
        // guard would otherwise refuse its old cookie once this session ends).
        $guard = Auth::guard('web');
        if ($remembered && $guard instanceof SessionGuard) {
            Cookie::queue($guard->getRecallerName(), $user->id.'|'.$user->remember_token.'|'.$guard->hashPasswordForCookie($user->password), self::REMEMBER_MINUTES);
        }
    }
}
