<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Infrastructure\Http\TooManyAttempts;
use App\Infrastructure\RateLimits\GrowingDelay;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Infrastructure\Security\ClientContext;
use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Services\Auth\TwoFactorCodes;
use App\Support\Text;
use Illuminate\Contracts\Session\Session;
use Illuminate\Validation\ValidationException;

/**
 * The second step of a login: a TOTP code or a recovery code, each good once. Limited like the password step (per
 * account and IP, per IP, per account across addresses with a growing wait); when the account's waits begin, its
 * owner is told that someone who knows the password is guessing codes.
 */
final class PassTwoFactorChallenge
{
    /** How long the password step stays valid for the challenge. */
    public const PENDING_SECONDS = 600;

    public function __construct(private readonly LogInUser $logIn, private readonly WarnOfFailedAttempts $warn)
    {
    }

    /**
     * @throws TooManyAttempts
     * @throws ValidationException
     */
    public function handle(Session $session, ClientContext $client, ?string $code, ?string $recoveryCode): User
    {
        $user = self::pendingUser($session);
        if ($user === null) {
            throw ValidationException::withMessages(['code' => Text::get('account.two_factor.expired')]);
        }

        $field = $recoveryCode !== null && $recoveryCode !== '' ? 'recovery_code' : 'code';
        $recoveryCode ??= '';
        $counted = $client->countAttempt(RateLimitPolicy::TWO_FACTOR);

        $passed = $field === 'recovery_code'
            ? TwoFactorCodes::useRecoveryCode($user, $recoveryCode)
            : TwoFactorCodes::useTotp($user, (string) $code);

        if (! $passed) {
            $client->log('two_factor_failed', $user->id, ['kind' => $field]);
            if (GrowingDelay::beganWith($counted)) {
                $this->warn->handle($user, AccountMail::TWO_FACTOR_FAILURES, $client);
            }

            throw ValidationException::withMessages([$field => Text::get('account.two_factor.'.($field === 'code' ? 'invalid_code' : 'invalid_recovery_code'))]);
        }

        $client->clearAttempts(RateLimitPolicy::TWO_FACTOR);
        if ($field === 'recovery_code') {
            $client->log('two_factor_recovery_code_used', $user->id, ['codes_left' => $user->recoveryCodes()->count()]);
        }
        $this->logIn->handle($session, $user, (bool) $session->get('login.remember', false));

        return $user;
    }

    public static function pendingUser(Session $session): ?User
    {
        $id = $session->get('login.id');
        $at = $session->get('login.at');
        if (! is_int($id) || ! is_int($at) || now()->getTimestamp() - $at > self::PENDING_SECONDS) {
            return null;
        }

        $user = User::query()->find($id);

        return $user !== null && $user->hasTwoFactorEnabled() ? $user : null;
    }
}
