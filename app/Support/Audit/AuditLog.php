<?php

declare(strict_types=1);

namespace App\Support\Audit;

use App\Models\AuditEntry;
use App\Support\Admin\StaffActor;
use Illuminate\Database\Eloquent\Model;

/**
 * Writes every staff change to the append-only `audit_log`: who (the staff member, their e-mail kept as it was),
 * when, from which address, what (`order.status`, `staff.role`…), on what, and the values before and after.
 * Call it inside the change's transaction, so a change that rolls back leaves no entry and a kept change always
 * has one. Secrets never go in: pass only the fields that changed, never passwords, codes or tokens.
 */
final class AuditLog
{
    /**
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @param  string|null  $label  how a person recognises the subject (an order number, an e-mail)
     */
    public static function record(StaffActor $actor, string $action, ?Model $subject, array $before = [], array $after = [], ?string $label = null): AuditEntry
    {
        return AuditEntry::query()->create([
            'user_id' => $actor->userId,
            'user_email' => $actor->email,
            'ip' => $actor->ip,
            'action' => $action,
            'subject_type' => $subject === null ? null : class_basename($subject),
            'subject_id' => $subject === null ? null : (string) $subject->getKey(),
            'subject_label' => $label,
            'before' => $before === [] ? null : $before,
            'after' => $after === [] ? null : $after,
            'created_at' => now(),
        ]);
    }
}
