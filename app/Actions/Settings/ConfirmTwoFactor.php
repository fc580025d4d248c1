<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Infrastructure\Security\SecurityLog;
use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Services\Auth\TwoFactorCodes;
use App\Support\Text;
use Illuminate\Support\Facades\Mail;
use Illuminate\Validation\ValidationException;

/**
 * Turns two-factor on once the person proves their app has the secret, and answers the first recovery codes.
 */
final class ConfirmTwoFactor
{
    /**
     * @return list<string>
     *
     * @throws ValidationException
     */
    public function handle(User $user, string $code): array
    {
        if ($user->two_factor_secret === null || $user->two_factor_confirmed_at !== null || ! TwoFactorCodes::useTotp($user, $code)) {
            throw ValidationException::withMessages(['code' => Text::get('account.two_factor.invalid_code')]);
        }

        $user->forceFill(['two_factor_confirmed_at' => now()])->save();
        $codes = TwoFactorCodes::regenerateRecoveryCodes($user);
        // Queued: the codes are saved and shown to the person even when the mail server is down.
        Mail::to($user)->queue(new AccountMail(AccountMail::TWO_FACTOR_ENABLED, $user));
        SecurityLog::record('two_factor_enabled', $user->id);

        return $codes;
    }
}
