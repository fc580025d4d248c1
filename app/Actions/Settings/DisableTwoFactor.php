<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Infrastructure\Security\SecurityLog;
use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\Mail;

final class DisableTwoFactor
{
    public function handle(User $user): void
    {
        $wasEnabled = $user->hasTwoFactorEnabled();
        $user->forceFill(['two_factor_secret' => null, 'two_factor_confirmed_at' => null, 'last_totp_step' => null])->save();
        $user->recoveryCodes()->delete();

        if ($wasEnabled) {
            Mail::to($user)->queue(new AccountMail(AccountMail::TWO_FACTOR_DISABLED, $user));
            SecurityLog::record('two_factor_disabled', $user->id);
        }
    }
}
