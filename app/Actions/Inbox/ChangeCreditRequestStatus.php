<?php

declare(strict_types=1);

namespace App\Actions\Inbox;

use App\Enums\CreditRequestStatus;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\CreditRequest;
use App\Services\Audit\AuditLog;
use Illuminate\Validation\ValidationException;

/**
 * Moves a credit request along new → sent to the partner → approved / refused (refused from any open state), with
 * the staff member's note; audited as `credit_request.status`. The state is read again inside the transaction, so a
 * move somebody made meanwhile makes an illegal one a validation error under `status`.
 */
final class ChangeCreditRequestStatus
{
    public function handle(CreditRequest $request, CreditRequestStatus $to, ?string $note, StaffActor $staff, string $refusal): void
    {
        WriteTransaction::run(static function () use ($request, $to, $note, $staff, $refusal): void {
            $request->refresh();
            $from = $request->status;
            if (! $from->canMoveTo($to)) {
                throw ValidationException::withMessages(['status' => $refusal]);
            }
            $before = ['status' => $from->value, 'note' => $request->status_note];
            $request->forceFill(['status' => $to, 'status_note' => $note, 'status_changed_at' => now()])->save();
            AuditLog::record($staff, 'credit_request.status', $request, $before, ['status' => $to->value, 'note' => $note], $request->name);
        });
    }
}
