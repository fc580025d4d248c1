<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Enums\EmploymentType;
use App\Infrastructure\Security\StaffActor;
use App\Models\Vacancy;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ContentChanges;
use Illuminate\Support\Facades\DB;

/** Creates or updates a vacancy (texts per language, employment type, order, open or closed), audited as `vacancy.save`. */
final class SaveVacancy
{
    /**
     * @param  array{slug: string, title: array<string, string>, city: array<string, string>, description: array<string, string>, requirements: array<string, string>, employment_type: EmploymentType, sort: int, is_open: bool}  $data
     */
    public function handle(?Vacancy $vacancy, array $data, StaffActor $actor): Vacancy
    {
        return DB::transaction(function () use ($vacancy, $data, $actor): Vacancy {
            $before = $vacancy === null ? [] : self::snapshot($vacancy);
            $vacancy ??= new Vacancy;
            $vacancy->fill($data)->save();
            [$changedBefore, $changedAfter] = ContentChanges::diff($before, self::snapshot($vacancy));
            AuditLog::record($actor, 'vacancy.save', $vacancy, $changedBefore, $changedAfter, $vacancy->slug);

            return $vacancy;
        });
    }

    /**
     * @return array<string, mixed>
     */
    public static function snapshot(Vacancy $vacancy): array
    {
        return ContentChanges::flatten([
            'slug' => $vacancy->slug, 'title' => $vacancy->title, 'city' => $vacancy->city,
            'description' => $vacancy->description, 'requirements' => $vacancy->requirements,
            'employment_type' => $vacancy->employment_type->value, 'sort' => $vacancy->sort, 'is_open' => $vacancy->is_open,
        ]);
    }
}
