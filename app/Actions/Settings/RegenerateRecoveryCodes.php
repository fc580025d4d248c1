<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Infrastructure\Security\SecurityLog;
use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Services\Auth\TwoFactorCodes;
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
