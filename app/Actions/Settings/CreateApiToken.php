<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Infrastructure\Security\SecurityLog;
use App\Models\User;
use Laravel\Sanctum\NewAccessToken;

/**
 * A personal API token: Sanctum keeps only its SHA-256 hash, so the plain text can be shown this once.
 */
final class CreateApiToken
{
    public const LIFETIMES = [30, 90, 365];

    public function handle(User $user, string $name, int $days): NewAccessToken
    {
        $token = $user->createToken($name, ['*'], now()->addDays($days));
        // The name and id only: the plain text is the secret.
        SecurityLog::record('api_token_created', $user->id, null, ['token_id' => (int) $token->accessToken->getKey(), 'token_name' => $name, 'days' => $days]);

        return $token;
    }
}
