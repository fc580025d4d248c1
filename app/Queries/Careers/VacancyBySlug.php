<?php

declare(strict_types=1);

namespace App\Queries\Careers;

use App\Models\Vacancy;

/**
 * A vacancy by its slug: only an open one for its page, open or closed for an application (a closed one is refused
 * with its own answer, as it may have closed while the form was open).
 */
final class VacancyBySlug
{
    public function find(string $slug, bool $openOnly = true): ?Vacancy
    {
        $query = Vacancy::query();
        if ($openOnly) {
            $query = Vacancy::scopeOpen($query);
        }

        /** @var Vacancy|null $vacancy */
        $vacancy = $query->where('slug', $slug)->first();

        return $vacancy;
    }
}
