<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Models\User;
use Illuminate\Auth\Events\Verified;

/**
 * Marks an account's address verified. Only the first click marks it (and fires Verified): a conditional update,
 * not read-then-write.
 */
final class VerifyEmail
{
    /**
     * @return bool whether this call verified it (false: it had been verified already)
     */
    public function handle(User $user): bool
    {
        if (User::query()->whereKey($user->id)->whereNull('email_verified_at')->update(['email_verified_at' => now()]) !== 1) {
            return false;
        }
        event(new Verified($user->refresh()));

        return true;
    }
}
