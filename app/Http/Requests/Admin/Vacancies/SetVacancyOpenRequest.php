<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Vacancies;

use Illuminate\Foundation\Http\FormRequest;

/** Opening (`open: true`) or closing (`open: false`) a vacancy. */
final class SetVacancyOpenRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['open' => ['required', 'boolean']];
    }
}
