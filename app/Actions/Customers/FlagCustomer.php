<?php

declare(strict_types=1);

namespace App\Actions\Customers;

use App\Enums\CustomerFlag;
use App\Infrastructure\Security\StaffActor;
use App\Models\Customer;
use App\Models\User;
use App\Services\Audit\AuditLog;

/**
 * Sets or clears a customer's flag with its note; who and when are kept on the customer and in the audit log (the
 * flag's value, not the note, which may name the person).
 */
final class FlagCustomer
{
    public function handle(Customer $customer, ?CustomerFlag $flag, ?string $note, User $staff, StaffActor $actor): void
    {
        $before = $customer->flag?->value;
        $customer->forceFill([
            'flag' => $flag,
            'flag_note' => $flag === null ? null : $note,
            'flagged_by' => $flag === null ? null : $staff->id,
            'flagged_at' => $flag === null ? null : now(),
        ])->save();
        AuditLog::record($actor, 'customer.flag', $customer, ['flag' => $before], ['flag' => $flag?->value]);
    }
}
