<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Infrastructure\Security\SecurityLog;
use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\Mail;

/**
 * Saves name, phone and language, and asks for a new e-mail address: the account keeps its address until the new
 * one's owner opens the link mailed to it (ConfirmEmailChange). When the new address is already another account's,
 * that account's owner is told instead and nothing else happens, yet the person gets the same answer as for a free
 * address (the "check your inbox" message and the address shown as waiting): the form no longer tells anyone which
 * addresses have an account, as registration does not.
 */
final class UpdateProfile
{
    /**
     * @param  array{name: string, email: string, phone: ?string, locale: string}  $data
     * @return bool whether a new address now waits for its link
     */
    public function handle(User $user, array $data): bool
    {
        $email = mb_strtolower($data['email']);
        $user->fill(['name' => $data['name'], 'phone' => $data['phone'], 'locale' => $data['locale']]);
        $asked = $email !== $user->email;
        if ($asked) {
            $user->pending_email = $email;
        }
        $user->save();

        if (! $asked) {
            return false;
        }
        $owner = User::query()->where('email', $email)->first();
        if ($owner === null) {
            Mail::to($email)->locale($user->locale)->queue(new AccountMail(AccountMail::CONFIRM_EMAIL_CHANGE, $user));
        } else {
            Mail::to($owner)->queue(new AccountMail(AccountMail::EMAIL_CHANGE_ATTEMPT, $owner));
        }
        SecurityLog::record('email_change_requested', $user->id);

        return true;
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
