<?php

declare(strict_types=1);

namespace Tests\Feature\Account;

use App\Http\Middleware\RequirePasswordConfirmation;
use App\Models\User;
use App\Services\Auth\Totp;
use App\Services\Auth\TwoFactorCodes;
use Tests\TestCase;

abstract class AccountTestCase extends TestCase
{
    /** Headers of an Inertia visit from the current build. */
    protected function inertia(): array
    {
        $manifest = public_path('build/manifest.json');

        return ['X-Inertia' => 'true', 'X-Inertia-Version' => is_file($manifest) ? (string) hash_file('xxh128', $manifest) : ''];
    }

    /**
     * @return array{User, list<string>}
     */
    protected function userWithTwoFactor(array $attributes = []): array
    {
        $user = User::factory()->create(['two_factor_secret' => Totp::generateSecret(), 'two_factor_confirmed_at' => now(), ...$attributes]);

        return [$user, TwoFactorCodes::regenerateRecoveryCodes($user)];
    }

    protected function currentCode(User $user, int $offsetSteps = 0): string
    {
        return Totp::codeAt((string) $user->fresh()?->two_factor_secret, Totp::step(now()->getTimestamp()) + $offsetSteps);
    }

    protected function withConfirmedPassword(): static
    {
        return $this->withSession([RequirePasswordConfirmation::SESSION_KEY => now()->getTimestamp()]);
    }
}
