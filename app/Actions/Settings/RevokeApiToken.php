<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Infrastructure\Security\SecurityLog;
use App\Models\User;

final class RevokeApiToken
{
    /** Only the owner's own tokens match: someone else's id deletes nothing. */
    public function handle(User $user, int $tokenId): bool
    {
        $name = $user->tokens()->whereKey($tokenId)->value('name');
        $revoked = $user->tokens()->whereKey($tokenId)->delete() === 1;
        if ($revoked) {
            SecurityLog::record('api_token_revoked', $user->id, null, ['token_id' => $tokenId, 'token_name' => is_string($name) ? $name : null]);
        }

        return $revoked;
    }
}
