<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Infrastructure\Security\ClientContext;
use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\Mail;

/**
 * Tells an account's owner, in their language, that its sign-in (or, worse, its second factor) keeps failing from
 * somewhere: sent when the account's growing wait begins (RateLimitPolicy), and at most once a day per account and
 * kind, so failed attempts cannot be used to fill someone's mailbox.
 */
final class WarnOfFailedAttempts
{
    /** @param  string  $kind  AccountMail::SIGN_IN_FAILURES or AccountMail::TWO_FACTOR_FAILURES */
    public function handle(User $user, string $kind, ClientContext $client): void
    {
        $limiter = $kind === AccountMail::TWO_FACTOR_FAILURES ? RateLimitPolicy::TWO_FACTOR_ALERT : RateLimitPolicy::LOGIN_ALERT;
        if (! $client->allows($limiter)) {
            return;
        }

        Mail::to($user)->queue(new AccountMail($kind, $user));
        $client->log('failed_attempts_mailed', $user->id, ['kind' => $kind]);
    }
}
