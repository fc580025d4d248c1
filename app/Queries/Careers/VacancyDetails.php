<?php

declare(strict_types=1);

namespace App\Queries\Careers;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Vacancy;
use App\Support\Text;

/**
 * A vacancy in the request's language, on the careers list and on its own page: `summary` is the first paragraph of
 * the description, `requirements` one line each.
 *
 * @phpstan-type Details array{id: int, slug: string, title: string, city: string, employment_type: string, employment_type_label: string, summary: string, description: string, requirements: list<string>, url: string}
 */
final class VacancyDetails
{
    /**
     * @return Details
     */
    public static function of(Vacancy $vacancy): array
    {
        $description = $vacancy->translate('description');

        return [
            'id' => $vacancy->id,
            'slug' => $vacancy->slug,
            'title' => $vacancy->translate('title'),
            'city' => $vacancy->translate('city'),
            'employment_type' => $vacancy->employment_type->value,
            'employment_type_label' => Text::get('careers.type.'.$vacancy->employment_type->value),
            'summary' => trim(explode("\n\n", $description)[0]),
            'description' => $description,
            'requirements' => array_values(array_filter(array_map('trim', explode("\n", $vacancy->translate('requirements'))), static fn (string $line): bool => $line !== '')),
            'url' => LocalizedRoutes::url('careers.show', ['slug' => $vacancy->slug]),
        ];
    }

    /**
     * @param  iterable<Vacancy>  $vacancies
     * @return list<Details>
     */
    public static function list(iterable $vacancies): array
    {
        $list = [];
        foreach ($vacancies as $vacancy) {
            $list[] = self::of($vacancy);
        }

        return $list;
    }
}
