<?php

declare(strict_types=1);

namespace App\Actions\Credit;

use App\Infrastructure\Security\StaffActor;
use App\Models\CreditProgramme;
use App\Services\Audit\AuditLog;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Deletes a credit programme no shopper has asked for yet; one with credit requests stays (they name it) and can
 * be made inactive instead.
 */
final class DeleteCreditProgramme
{
    public function handle(CreditProgramme $programme, StaffActor $actor): void
    {
        DB::transaction(function () use ($programme, $actor): void {
            if (DB::table('credit_requests')->where('credit_programme_id', $programme->id)->exists()) {
                throw ValidationException::withMessages(['programme' => Text::get('admin.credit_programmes.error.has_requests')]);
            }
            $label = $programme->partner.' · '.$programme->slug;
            $programme->delete();
            AuditLog::record($actor, 'credit_programme.delete', $programme, ['slug' => $programme->slug, 'months' => $programme->months], [], $label);
        });
    }
}
