<?php

declare(strict_types=1);

namespace App\Actions\Staff;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Staff\StaffPasswordLink;
use App\Services\Staff\StaffRules;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Disables a staff account: it loses every right at once (the gates ask for an active account), its API tokens,
 * remember-me token, unused set-password link and, with the database session driver, its sessions are deleted; any
 * other session is signed out at its next request by SignOutDisabledAccounts. Never one's own account, never the
 * last active owner.
 */
final class DisableStaffMember
{
    /** Refusals are thrown as a ValidationException under `staff` (StaffRules). */
    public function handle(User $target, ?User $by, StaffActor $actor): void
    {
        WriteTransaction::run(function () use ($target, $by, $actor): void {
            $target = StaffRules::locked($target->id);
            StaffRules::assertStaff($target);
            if ($target->disabled_at !== null) {
                return;
            }
            if ($by !== null && $by->is($target)) {
                throw ValidationException::withMessages([StaffRules::KEY => Text::get('admin.staff.error.self_disable')]);
            }
            StaffRules::assertOwnersRemain($target, $by, false, 'admin.staff.error.self_disable');

            $target->forceFill(['disabled_at' => now(), 'remember_token' => null])->save();
            $target->tokens()->delete();
            StaffPasswordLink::revoke($target);
            if (config('session.driver') === 'database') {
                DB::table(config()->string('session.table', 'sessions'))->where('user_id', $target->id)->delete();
            }

            AuditLog::record($actor, 'staff.disable', $target, ['disabled' => false], ['disabled' => true], $target->email);
        });
    }
}
