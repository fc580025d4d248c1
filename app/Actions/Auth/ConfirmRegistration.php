<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Auth\Events\Verified;
use Illuminate\Contracts\Session\Session;
use Illuminate\Support\Facades\Mail;

/**
 * The link mailed after registering: it verifies the address and signs the new account in, once. Only the request
 * whose conditional update marks the address verified does so, so a link opened twice, or after the address was
 * verified another way, signs nobody in (the person then signs in with the password).
 */
final class ConfirmRegistration
{
    public function __construct(private readonly LogInUser $logIn)
    {
    }

    /**
     * @return bool whether this link verified the account (false: it had been verified already)
     */
    public function handle(Session $session, User $user, bool $signedIn): bool
    {
        if (User::query()->whereKey($user->id)->whereNull('email_verified_at')->update(['email_verified_at' => now()]) !== 1) {
            return false;
        }

        $user->refresh();
        event(new Verified($user));
        Mail::to($user)->queue(new AccountMail(AccountMail::WELCOME, $user));

        // A second factor is never skipped by a mailed link (an unverified account cannot have one, but still), and
        // staff sign in with the password they set from their invitation: a registration link the address received
        // before it was invited opens no back office.
        if (! $signedIn && ! $user->hasTwoFactorEnabled() && $user->role === null) {
            $this->logIn->handle($session, $user, false);
        }

        return true;
    }
}
