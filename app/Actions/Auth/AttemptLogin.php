<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Models\User;
use App\Support\Auth\Throttle;
use App\Support\Auth\TooManyAttempts;
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
        if ($user === null || ! Hash::check($password, $user->password)) {
            RateLimiter::hit($key, self::DECAY_SECONDS);

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
}
