<?php

declare(strict_types=1);

namespace App\Http\Resources\Careers;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Vacancy;
use App\Support\Text;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A vacancy in the request's language: `summary` is the first paragraph of the description, `requirements` one
 * line each.
 *
 * @mixin Vacancy
 */
final class VacancyResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Vacancy $vacancy */
        $vacancy = $this->resource;
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
}
