<?php

declare(strict_types=1);

namespace App\Actions\Settings;

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
        return $user->createToken($name, ['*'], now()->addDays($days));
    }
}
