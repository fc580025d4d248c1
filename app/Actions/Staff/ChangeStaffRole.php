<?php

declare(strict_types=1);

namespace App\Actions\Staff;

use App\Enums\StaffRole;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Staff\StaffRules;
use Illuminate\Validation\ValidationException;

/** Gives a staff member another role; never the owner's own, never the last active owner's. */
final class ChangeStaffRole
{
    /** Refusals are thrown as a ValidationException under `staff` (StaffRules). */
    public function handle(User $target, StaffRole $role, ?User $by, StaffActor $actor): void
    {
        WriteTransaction::run(function () use ($target, $role, $by, $actor): void {
            $target = StaffRules::locked($target->id);
            StaffRules::assertStaff($target);
            $before = $target->role;
            if ($before === $role) {
                return;
            }
            StaffRules::assertOwnersRemain($target, $by, $role === StaffRole::Owner, 'admin.staff.error.self_demote');

            $target->forceFill(['role' => $role])->save();
            AuditLog::record($actor, 'staff.role', $target, ['role' => $before?->value], ['role' => $role->value], $target->email);
        });
    }
}
