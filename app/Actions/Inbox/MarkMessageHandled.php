<?php

declare(strict_types=1);

namespace App\Actions\Inbox;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\ContactMessage;
use App\Services\Audit\AuditLog;

/** Marks a contact message handled, or opens it again; audited as `message.handled` / `message.reopened`. */
final class MarkMessageHandled
{
    public function handle(ContactMessage $message, bool $handled, StaffActor $staff): void
    {
        WriteTransaction::run(static function () use ($message, $handled, $staff): void {
            $message->refresh();
            if (($message->handled_at !== null) === $handled) {
                return;
            }
            $before = ['handled_at' => $message->handled_at?->toIso8601String()];
            $message->forceFill(['handled_at' => $handled ? now() : null, 'handled_by' => $handled ? $staff->userId : null])->save();
            AuditLog::record($staff, $handled ? 'message.handled' : 'message.reopened', $message, $before,
                ['handled_at' => $message->handled_at?->toIso8601String()], $message->email);
        });
    }
}
