<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Infrastructure\Security\SecurityLog;
use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;

/**
 * What follows a new password, changed in the settings or reset from a mailed link: every API token is revoked, the
 * person is told by e-mail, and the change is logged.
 *
 * Other sessions end through EndSessionsOfOldPasswords (Laravel's AuthenticateSession, web group): each session keeps a fingerprint of the password hash
 * it signed in with and is signed out at its next request once that no longer matches, whatever the session driver
 * (file, database, Redis). Remember-me cookies carry the same fingerprint and the caller cycles the remember token,
 * so other devices are not signed back in. With the database driver the rows are deleted here as well, so nothing
 * is left behind to be reused.
 */
final class AfterPasswordChange
{
    /**
     * @param  string  $event  password_changed or password_reset, for the security log
     * @param  string|null  $keepSessionId  the session that made the change, which stays signed in
     * @param  bool  $notify  false for an account's very first password (nothing was changed that its owner must hear of)
     */
    public function handle(User $user, string $event, ?string $keepSessionId = null, bool $notify = true): void
    {
        $user->tokens()->delete();

        if (config('session.driver') === 'database') {
            DB::table(config()->string('session.table', 'sessions'))
                ->where('user_id', $user->id)
                ->when($keepSessionId !== null, static fn ($query) => $query->where('id', '!=', $keepSessionId))
                ->delete();
        }

        if ($notify) {
            Mail::to($user)->queue(new AccountMail(AccountMail::PASSWORD_CHANGED, $user));
        }
        SecurityLog::record($event, $user->id);
    }
}
