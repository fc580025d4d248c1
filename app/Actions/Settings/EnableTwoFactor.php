<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Models\User;
use App\Services\Auth\Totp;

/**
 * Starts two-factor setup with a new secret; it protects logins only once confirmed with a code.
 */
final class EnableTwoFactor
{
    public function handle(User $user): void
    {
        if ($user->hasTwoFactorEnabled()) {
            return;
        }

        $user->forceFill([
            'two_factor_secret' => Totp::generateSecret(),
            'two_factor_confirmed_at' => null,
            'last_totp_step' => null,
        ])->save();
    }
}
