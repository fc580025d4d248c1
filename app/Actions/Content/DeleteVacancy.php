<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Security\StaffActor;
use App\Models\JobApplication;
use App\Models\Vacancy;
use App\Services\Audit\AuditLog;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Deletes a vacancy nobody applied for, audited as `vacancy.delete`. One with applications is refused (close it
 * instead): the applications and their CVs belong to it until the retention period ends.
 */
final class DeleteVacancy
{
    public function handle(Vacancy $vacancy, StaffActor $actor): void
    {
        DB::transaction(function () use ($vacancy, $actor): void {
            if (JobApplication::query()->where('vacancy_id', $vacancy->id)->lockForUpdate()->exists()) {
                throw ValidationException::withMessages(['vacancy' => Text::get('admin.vacancies.has_applications')]);
            }
            AuditLog::record($actor, 'vacancy.delete', $vacancy, SaveVacancy::snapshot($vacancy), [], $vacancy->slug);
            $vacancy->delete();
        });
    }
}
