<?php

declare(strict_types=1);

namespace App\Queries\Account;

use App\Models\User;
use App\Support\Dates;

/**
 * The signed-in person's own details (resources/js/types/account.ts `Account`): the account pages' `account` prop and
 * the JSON API's `GET /api/user`.
 *
 * @phpstan-type Account array{id: int, name: string, email: string, phone: string|null, locale: string, email_verified: bool, pending_email: string|null, two_factor_enabled: bool, appearance: string|null, created_at: string|null}
 */
final class AccountDetails
{
    /**
     * @return Account
     */
    public static function of(User $user): array
    {
        return [
            'id' => $user->id,
            'name' => $user->name,
            'email' => $user->email,
            'phone' => $user->phone,
            'locale' => $user->locale,
            'email_verified' => $user->hasVerifiedEmail(),
            // A new address typed on the profile, waiting for its link to be opened.
            'pending_email' => $user->pending_email,
            'two_factor_enabled' => $user->hasTwoFactorEnabled(),
            'appearance' => $user->appearance,
            'created_at' => Dates::day($user->created_at),
        ];
    }
}
