<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use Illuminate\Support\Facades\Password;

/**
 * Mails a reset link when the address has an account. The caller always says the same thing, so the form does not
 * tell who has an account. Limited per address and IP by the route (RateLimitPolicy::RESET_LINK).
 */
final class SendPasswordResetLink
{
    public function handle(string $email, string $ip): void
    {
        Password::broker()->sendResetLink(['email' => mb_strtolower($email)]);
    }
}
