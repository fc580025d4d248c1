<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Models\User;

final class RevokeApiToken
{
    /** Only the owner's own tokens match: someone else's id deletes nothing. */
    public function handle(User $user, int $tokenId): bool
    {
        return $user->tokens()->whereKey($tokenId)->delete() === 1;
    }
}
