<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\SecurityLog;
use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;

/**
 * The link mailed to a new address typed on the profile was opened: that address becomes the account's, verified
 * (the click proves the mailbox), and the previous address is told where the account's mail goes now (masked), with
 * the way back in. One conditional UPDATE on the address still waiting makes the change, so a link for an address
 * typed over since, or opened twice, changes nothing; an address another account took meanwhile is refused by the
 * unique index and stays waiting no more.
 */
final class ConfirmEmailChange
{
    /** The account (by id) whose waiting address has this hash, after its change; null when the link no longer applies. */
    public function handle(int $userId, string $hash): ?User
    {
        $user = User::query()->find($userId);
        $pending = $user?->pending_email;
        if ($user === null || $pending === null || ! hash_equals(sha1($pending), $hash)) {
            return null;
        }
        $previous = $user->email;

        try {
            $changed = WriteTransaction::run(static fn (): int => DB::table('users')->where('id', $user->id)->where('pending_email', $pending)
                ->update(['email' => $pending, 'email_verified_at' => now(), 'pending_email' => null, 'updated_at' => now()]));
        } catch (UniqueConstraintViolationException) {
            DB::table('users')->where('id', $user->id)->where('pending_email', $pending)->update(['pending_email' => null]);

            return null;
        }
        if ($changed !== 1) {
            return null;
        }

        $user->refresh();
        Mail::to($previous)->locale($user->locale)->queue(new AccountMail(AccountMail::EMAIL_CHANGED, $user, details: ['email' => UpdateProfile::mask($user->email)]));
        SecurityLog::record('email_changed', $user->id);

        return $user;
    }
}
