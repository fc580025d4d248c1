<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin;

use App\Infrastructure\Locale\Locales;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

final class UpdateAdminLocaleRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['locale' => ['required', 'string', Rule::in(Locales::all())]];
    }
}
