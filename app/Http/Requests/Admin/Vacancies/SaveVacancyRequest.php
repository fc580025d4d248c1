<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Vacancies;

use App\Enums\EmploymentType;
use App\Http\Requests\Admin\Pages\ContentRules;
use App\Models\Vacancy;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A vacancy: slug (made from the Romanian title when empty), title, city, description (paragraphs) and
 * requirements (one a line) per language, employment type, order, open or closed.
 */
final class SaveVacancyRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        $this->merge(['slug' => ContentRules::slugFrom($this->input('slug'), $this->input('title'))]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $vacancy = $this->route('vacancy');

        return [
            ...ContentRules::texts('title', 150),
            ...ContentRules::texts('city', 80),
            ...ContentRules::texts('description', 10_000),
            ...ContentRules::texts('requirements', 5_000),
            'slug' => ['required', 'string', 'max:150', 'regex:'.ContentRules::SLUG,
                Rule::unique('vacancies', 'slug')->ignore($vacancy instanceof Vacancy ? $vacancy->id : null)],
            'employment_type' => ['required', 'string', Rule::enum(EmploymentType::class)],
            'sort' => ['nullable', 'integer', 'min:0', 'max:9999'],
            'is_open' => ['boolean'],
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            ...ContentRules::attributes([
                'title' => 'admin.content.field.title',
                'city' => 'admin.vacancies.field.city',
                'description' => 'admin.vacancies.field.description',
                'requirements' => 'admin.vacancies.field.requirements',
            ]),
            'slug' => Text::get('admin.content.field.slug'),
            'employment_type' => Text::get('admin.vacancies.field.employment_type'),
            'sort' => Text::get('admin.content.field.sort'),
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['slug.regex' => Text::get('admin.content.error.slug')];
    }

    /**
     * @return array{slug: string, title: array<string, string>, city: array<string, string>, description: array<string, string>, requirements: array<string, string>, employment_type: EmploymentType, sort: int, is_open: bool}
     */
    public function vacancy(): array
    {
        return [
            'slug' => $this->string('slug')->toString(),
            'title' => ContentRules::value($this->input('title')),
            'city' => ContentRules::value($this->input('city')),
            'description' => ContentRules::value($this->input('description')),
            'requirements' => ContentRules::value($this->input('requirements')),
            'employment_type' => EmploymentType::from($this->string('employment_type')->toString()),
            'sort' => $this->integer('sort'),
            'is_open' => $this->boolean('is_open'),
        ];
    }
}
