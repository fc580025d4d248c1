<?php

declare(strict_types=1);

namespace App\Queries\Admin\Vacancies;

use App\Models\Vacancy;
use Illuminate\Database\Eloquent\Collection;

/** Every vacancy for the back office, open and closed, in the careers page's order, with its applications counted. */
final class VacancyList
{
    /**
     * @return list<array{id: int, slug: string, title: string, city: string, employment_type: string, sort: int, is_open: bool, applications: int}>
     */
    public function get(): array
    {
        /** @var Collection<int, Vacancy> $vacancies */
        $vacancies = Vacancy::query()->withCount('applications')->orderByDesc('is_open')->orderBy('sort')->orderBy('id')->get();

        return array_values($vacancies->map(static fn (Vacancy $vacancy): array => [
            'id' => $vacancy->id,
            'slug' => $vacancy->slug,
            'title' => $vacancy->translate('title'),
            'city' => $vacancy->translate('city'),
            'employment_type' => $vacancy->employment_type->value,
            'sort' => $vacancy->sort,
            'is_open' => $vacancy->is_open,
            'applications' => (int) $vacancy->getAttribute('applications_count'),
        ])->all());
    }
}
