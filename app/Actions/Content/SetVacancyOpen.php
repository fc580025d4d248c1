<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Security\StaffActor;
use App\Models\Vacancy;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\DB;

/**
 * Opens or closes a vacancy, audited as `vacancy.open` / `vacancy.close`. A closed one leaves the careers page and
 * refuses new applications (ApplyForVacancy checks it under a lock).
 */
final class SetVacancyOpen
{
    public function handle(Vacancy $vacancy, bool $open, StaffActor $actor): void
    {
        DB::transaction(function () use ($vacancy, $open, $actor): void {
            if ($vacancy->is_open === $open) {
                return;
            }
            $vacancy->forceFill(['is_open' => $open])->save();
            AuditLog::record($actor, $open ? 'vacancy.open' : 'vacancy.close', $vacancy, ['is_open' => ! $open], ['is_open' => $open], $vacancy->slug);
        });
    }
}
