<?php

declare(strict_types=1);

namespace App\Actions\Staff;

use App\Enums\StaffRole;
use App\Mail\Staff\StaffInvitationMail;
use App\Models\User;
use App\Support\Admin\StaffActor;
use App\Support\Audit\AuditLog;
use App\Support\Staff\StaffPasswordLink;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * Makes someone staff: a new account (no usable password yet), or a shopper's existing account given a role. Issues
 * the one-time link to set a password; the back office mails it (in the person's language), the console prints it.
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

        return DB::transaction(function () use ($name, $email, $role, $locale, $actor, $mail, $renew): array {
            $query = User::query()->where('email', $email);
            $query->getQuery()->lockForUpdate();
            $user = $query->first();
            $created = $user === null;

            if ($user === null) {
                $user = new User;
                $user->forceFill([
                    'name' => trim($name) !== '' ? trim($name) : Str::before($email, '@'),
                    'email' => $email,
                    'password' => Str::random(64),
                    'locale' => $locale,
                    'role' => $role,
                ])->save();
                AuditLog::record($actor, 'staff.invite', $user, [], ['role' => $role->value, 'name' => $user->name, 'email' => $email], $email);
            } elseif ($user->role === null) {
                $user->forceFill(['role' => $role])->save();
                AuditLog::record($actor, 'staff.invite', $user, ['role' => null], ['role' => $role->value], $email);
            } elseif (! $renew) {
                throw ValidationException::withMessages(['email' => Text::get('admin.staff.error.already_staff')]);
            } elseif ($user->role !== $role) {
                $before = $user->role->value;
                $user->forceFill(['role' => $role])->save();
                AuditLog::record($actor, 'staff.role', $user, ['role' => $before], ['role' => $role->value], $email);
            }

            $token = StaffPasswordLink::issue($user);
            AuditLog::record($actor, 'staff.password_link', $user, [], [], $email);

            if ($mail) {
                Mail::to($user)->queue(new StaffInvitationMail($user, $token));
            }

            return ['user' => $user, 'token' => $token, 'created' => $created];
        });
    }
}
