<?php

declare(strict_types=1);

namespace App\Actions\Staff;

use App\Enums\StaffRole;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\SecurityLog;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Staff\StaffInvitationMail;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Staff\StaffPasswordLink;
use App\Support\Text;
use Illuminate\Auth\Passwords\PasswordBroker;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Password;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * Makes someone staff: a new account (no usable password yet), or a shopper's existing account given a role with
 * every credential it had reset (resetCredentials), so no staff right is usable before the invited person has set a
 * password from the mailed link. Issues the one-time link to set a password; the back office mails it (in the
 * person's language), the console prints it.
 * An address that is already staff is refused, unless `$renew` (the console: a new link and the given role, which is
 * how a locked-out owner gets back in).
 */
final class InviteStaffMember
{
    /**
     * @return array{user: User, token: string, created: bool}
     *
     * @throws ValidationException
     */
    public function handle(string $name, string $email, StaffRole $role, string $locale, StaffActor $actor, bool $mail = true, bool $renew = false): array
    {
        $email = mb_strtolower(trim($email));
        // Hashed before the write lock is taken (a password hash takes a while): nobody can sign in with it.
        $unusablePassword = Hash::make(Str::random(64));

        // BEGIN IMMEDIATE on SQLite: a transaction that reads first and writes after fails at once when another
        // worker writes in between ("database is locked"), as an invitation did while the shop was busy.
        $invited = WriteTransaction::run(function () use ($name, $email, $role, $locale, $actor, $renew, $unusablePassword): array {
            $query = User::query()->where('email', $email);
            $query->getQuery()->lockForUpdate();
            $user = $query->first();
            $created = $user === null;

            if ($user === null) {
                $user = new User;
                $user->forceFill([
                    'name' => trim($name) !== '' ? trim($name) : Str::before($email, '@'),
                    'email' => $email,
                    'password' => $unusablePassword,
                    'locale' => $locale,
                    'role' => $role,
                    'invited_at' => now(),
                ])->save();
                AuditLog::record($actor, 'staff.invite', $user, [], ['role' => $role->value, 'name' => $user->name, 'email' => $email], $email);
            } elseif ($user->role === null) {
                self::resetCredentials($user->forceFill(['role' => $role, 'invited_at' => now()]), $unusablePassword);
                AuditLog::record($actor, 'staff.invite', $user, ['role' => null], ['role' => $role->value], $email);
            } elseif (! $renew) {
                throw ValidationException::withMessages(['email' => Text::get('admin.staff.error.already_staff')]);
            } elseif ($user->role !== $role) {
                $before = $user->role->value;
                $user->forceFill(['role' => $role])->save();
                AuditLog::record($actor, 'staff.role', $user, ['role' => $before], ['role' => $role->value], $email);
            }

            // A renewed link for someone who never set a password is still their invitation.
            if ($user->invited_at !== null && ! $created) {
                $user->forceFill(['invited_at' => now()])->save();
            }
            $token = StaffPasswordLink::issue($user);
            AuditLog::record($actor, 'staff.password_link', $user, [], [], $email);

            return ['user' => $user, 'token' => $token, 'created' => $created];
        });

        // Once committed: a transaction run again (PostgreSQL, MariaDB) must not queue the mail twice.
        if ($mail) {
            Mail::to($invited['user'])->queue(new StaffInvitationMail($invited['user'], $invited['token']));
        }

        return $invited;
    }

    /**
     * A shopper's account turned into staff keeps no way in that was made before: whoever registered the address
     * first, or knows the old password, would otherwise reach the back office with the invited role. The password
     * becomes unusable; every session (other drivers: at its next request, as the password's fingerprint no longer
     * matches), remember-me cookie, API token, unused reset link and two-factor secret and recovery code ends here.
     * Only the mailed set-password link opens the account again.
     */
    private static function resetCredentials(User $user, string $unusablePassword): void
    {
        $user->forceFill([
            'password' => $unusablePassword,
            'remember_token' => Str::random(60),
            'two_factor_secret' => null,
            'two_factor_confirmed_at' => null,
            'last_totp_step' => null,
        ])->save();
        $user->recoveryCodes()->delete();
        $user->tokens()->delete();
        $resetLinks = Password::broker();
        assert($resetLinks instanceof PasswordBroker);
        $resetLinks->deleteToken($user);
        if (config('session.driver') === 'database') {
            DB::table(config()->string('session.table', 'sessions'))->where('user_id', $user->id)->delete();
        }
        SecurityLog::record('staff_promotion_credentials_reset', $user->id);
    }
}
