<?php

declare(strict_types=1);

namespace App\Actions\Staff;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Staff\StaffRules;
use Illuminate\Validation\ValidationException;

/** Lets a disabled staff member back in, with the role they had (they sign in again, with two-factor). */
final class EnableStaffMember
{
    /** Refusals are thrown as a ValidationException under `staff` (StaffRules). */
    public function handle(User $target, StaffActor $actor): void
    {
        WriteTransaction::run(function () use ($target, $actor): void {
            $target = StaffRules::locked($target->id);
            StaffRules::assertStaff($target);
            if ($target->disabled_at === null) {
                return;
            }

            $target->forceFill(['disabled_at' => null])->save();
            AuditLog::record($actor, 'staff.enable', $target, ['disabled' => true], ['disabled' => false], $target->email);
        });
    }
}
