<?php

declare(strict_types=1);

namespace App\Actions\Staff;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Staff\StaffInvitationMail;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Staff\StaffPasswordLink;
use App\Services\Staff\StaffRules;
use App\Support\Text;
use Illuminate\Support\Facades\Mail;
use Illuminate\Validation\ValidationException;

/**
 * Mails a staff member who has not set a password yet a fresh set-password link, in their language. The broker keeps
 * one token per account, so the link mailed before stops working (SECURITY.md, "New staff"): whoever saw the old mail
 * cannot use it, and the person has exactly one live link. Refused for an account that is not staff, is disabled
 * (enable it first) or has set its password already (it signs in, or uses "forgot password").
 */
final class ResendStaffInvitation
{
    /** Refusals are thrown as a ValidationException under `staff` (StaffRules). */
    public function handle(User $target, StaffActor $actor): User
    {
        $invited = WriteTransaction::run(function () use ($target, $actor): array {
            $target = StaffRules::locked($target->id);
            StaffRules::assertStaff($target);
            if ($target->disabled_at !== null) {
                throw ValidationException::withMessages([StaffRules::KEY => Text::get('admin.staff.error.resend_disabled')]);
            }
            if ($target->invited_at === null) {
                throw ValidationException::withMessages([StaffRules::KEY => Text::get('admin.staff.error.resend_not_pending')]);
            }

            $target->forceFill(['invited_at' => now()])->save();
            $token = StaffPasswordLink::issue($target);
            // Like every link issued, never the token itself.
            AuditLog::record($actor, 'staff.invitation_resend', $target, [], [], $target->email);

            return ['user' => $target, 'token' => $token];
        });

        // Once committed, so a transaction run again cannot queue it twice.
        Mail::to($invited['user'])->queue(new StaffInvitationMail($invited['user'], $invited['token']));

        return $invited['user'];
    }
}
