<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Support\Auth\TwoFactorCodes;
use App\Support\Security\SecurityLog;
use Illuminate\Support\Facades\Mail;

final class RegenerateRecoveryCodes
{
    /**
     * @return list<string>
     */
    public function handle(User $user): array
    {
        $codes = TwoFactorCodes::regenerateRecoveryCodes($user);
        Mail::to($user)->queue(new AccountMail(AccountMail::RECOVERY_CODES, $user));
        SecurityLog::record('two_factor_recovery_codes_regenerated', $user->id);

        return $codes;
    }
}
