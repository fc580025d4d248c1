<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Support\Security\SecurityLog;
use Illuminate\Support\Facades\Mail;

/**
 * Saves name, e-mail, phone and language. A new e-mail address is unverified until its owner opens the link sent
 * to it, and the previous address is told where the account's mail goes now (masked), with the way back in: if
 * someone else made the change, the owner still has the password to sign in, put the address back and change it.
 */
final class UpdateProfile
{
    /**
     * @param  array{name: string, email: string, phone: ?string, locale: string}  $data
     */
    public function handle(User $user, array $data): void
    {
        $previous = $user->email;
        $user->fill([...$data, 'email' => mb_strtolower($data['email'])]);
        $emailChanged = $user->isDirty('email');
        if ($emailChanged) {
            $user->email_verified_at = null;
        }
        $user->save();

        if (! $emailChanged) {
            return;
        }

        $user->sendEmailVerificationNotification();
        Mail::to($previous)->locale($user->locale)->queue(new AccountMail(AccountMail::EMAIL_CHANGED, $user, details: ['email' => self::mask($user->email)]));
        SecurityLog::record('email_changed', $user->id);
    }

    /** an***@e***.md: enough for the owner to recognise an address, not enough to learn one. */
    public static function mask(string $email): string
    {
        $at = (int) mb_strrpos($email, '@');
        $name = mb_substr($email, 0, $at);
        $domain = mb_substr($email, $at + 1);
        $dot = mb_strrpos($domain, '.');
        $host = $dot === false ? $domain : mb_substr($domain, 0, $dot);
        $tld = $dot === false ? '' : mb_substr($domain, $dot);

        return mb_substr($name, 0, mb_strlen($name) > 3 ? 2 : 1).'***@'.mb_substr($host, 0, 1).'***'.$tld;
    }
}
