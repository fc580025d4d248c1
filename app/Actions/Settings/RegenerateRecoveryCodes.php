<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Support\Auth\TwoFactorCodes;
use Illuminate\Support\Facades\Mail;

final class RegenerateRecoveryCodes
{
    /**
     * @return list<string>
     */
    public function handle(User $user): array
    {
        $codes = TwoFactorCodes::regenerateRecoveryCodes($user);
        Mail::to($user)->send(new AccountMail(AccountMail::RECOVERY_CODES, $user));

        return $codes;
    }
}
