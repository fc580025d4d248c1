<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Models\User;
use App\Support\Auth\DummyHash;
use App\Support\Auth\Throttle;
use App\Support\Auth\TooManyAttempts;
use App\Support\Security\SecurityLog;
use App\Support\Text;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Validation\ValidationException;

/**
 * Checks an e-mail and password. Five failures a minute per e-mail and IP, then 429 until the minute is over.
 * With two-factor on, the person is only remembered in the session until they pass the challenge.
 */
final class AttemptLogin
{
    public const MAX_ATTEMPTS = 5;

    public const DECAY_SECONDS = 60;

    public function __construct(private readonly LogInUser $logIn)
    {
    }

    /**
     * @return bool whether a second factor is still needed
     *
     * @throws TooManyAttempts
     * @throws ValidationException
     */
    public function handle(Request $request, string $email, string $password, bool $remember): bool
    {
        $key = Throttle::key('login', mb_strtolower($email), (string) $request->ip());
        Throttle::ensure($key, self::MAX_ATTEMPTS, 'email');

        $user = User::query()->where('email', mb_strtolower($email))->first();
        // An unknown address still verifies a hash of the same algorithm and cost, so it answers in the same time.
        $valid = $user === null ? DummyHash::check($password) : Hash::check($password, $user->password);
        if ($user === null || ! $valid) {
            RateLimiter::hit($key, self::DECAY_SECONDS);
            SecurityLog::record('login_failed', $user?->id, $request, $user === null ? ['email_hash' => self::emailHash($email)] : []);

            throw ValidationException::withMessages(['email' => Text::get('auth.failed')]);
        }

        RateLimiter::clear($key);
        Auth::getProvider()->rehashPasswordIfRequired($user, ['password' => $password]);

        if ($user->hasTwoFactorEnabled()) {
            $request->session()->put(['login.id' => $user->id, 'login.remember' => $remember, 'login.at' => now()->getTimestamp()]);

            return true;
        }

        $this->logIn->handle($request, $user, $remember);

        return false;
    }

    /**
     * Lets the log tie failed attempts on one address together without keeping the address: a keyed hash (with
     * APP_KEY), so the log alone cannot be matched against a list of addresses.
     */
    public static function emailHash(string $email): string
    {
        return hash_hmac('sha256', mb_strtolower(trim($email)), config()->string('app.key'));
    }
}
