<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Infrastructure\Http\TooManyAttempts;
use App\Infrastructure\RateLimits\GrowingDelay;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Infrastructure\Security\ClientContext;
use App\Infrastructure\Security\SecurityLog;
use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Services\Auth\DummyHash;
use App\Support\Text;
use Illuminate\Contracts\Session\Session;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Hash;
use Illuminate\Validation\ValidationException;

/**
 * Checks an e-mail and password. Failures are limited per e-mail and IP, per IP across accounts and per account
 * across addresses with a growing wait (RateLimitPolicy::LOGIN), each counted before the password is checked, so
 * attempts sent at once cannot get past the limit; a success clears them. When the account's waits begin, its owner
 * is mailed. With two-factor on, the person is only remembered in the session until they pass the challenge.
 */
final class AttemptLogin
{
    public function __construct(private readonly LogInUser $logIn, private readonly WarnOfFailedAttempts $warn)
    {
    }

    /**
     * @return bool whether a second factor is still needed
     *
     * @throws TooManyAttempts
     * @throws ValidationException
     */
    public function handle(Session $session, ClientContext $client, string $email, string $password, bool $remember): bool
    {
        $counted = $client->countAttempt(RateLimitPolicy::LOGIN);

        $user = User::query()->where('email', mb_strtolower($email))->first();
        // An unknown address still verifies a hash of the same algorithm and cost, so it answers in the same time.
        $valid = $user === null ? DummyHash::check($password) : Hash::check($password, $user->password);
        if ($user === null || ! $valid) {
            $client->log('login_failed', $user?->id, $user === null ? ['email_hash' => SecurityLog::emailHash($email)] : []);
            if ($user !== null && GrowingDelay::beganWith($counted)) {
                $this->warn->handle($user, AccountMail::SIGN_IN_FAILURES, $client);
            }

            throw ValidationException::withMessages(['email' => Text::get('auth.failed')]);
        }

        $client->clearAttempts(RateLimitPolicy::LOGIN);
        // Only someone who knows the password learns the account is disabled; the owner re-enables it.
        if ($user->disabled_at !== null) {
            $client->log('login_disabled', $user->id);

            throw ValidationException::withMessages(['email' => Text::get('auth.disabled')]);
        }
        Auth::getProvider()->rehashPasswordIfRequired($user, ['password' => $password]);

        if ($user->hasTwoFactorEnabled()) {
            $session->put(['login.id' => $user->id, 'login.remember' => $remember, 'login.at' => now()->getTimestamp()]);

            return true;
        }

        $this->logIn->handle($session, $user, $remember);

        return false;
    }
}
