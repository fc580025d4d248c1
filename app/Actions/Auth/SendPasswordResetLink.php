<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Support\Auth\Throttle;
use App\Support\Auth\TooManyAttempts;
use Illuminate\Support\Facades\Password;

/**
 * Mails a reset link when the address has an account. The caller always says the same thing, so the form does not
 * tell who has an account; three requests per ten minutes per address and IP.
 */
final class SendPasswordResetLink
{
    /**
     * @throws TooManyAttempts
     */
    public function handle(string $email, string $ip): void
    {
        Throttle::hit(Throttle::key('reset-link', mb_strtolower($email), $ip), 3, 600, 'email');

        Password::broker()->sendResetLink(['email' => mb_strtolower($email)]);
    }
}
