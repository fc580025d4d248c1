<?php

declare(strict_types=1);

namespace App\Http\Requests\Settings;

use App\Http\Requests\Auth\AccountRules;
use App\Support\Locale\Locales;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

final class UpdateProfileRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        AccountRules::normalize($this);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:255'],
            'email' => ['required', 'string', 'email', 'max:255', Rule::unique('users', 'email')->ignore($this->user()?->getAuthIdentifier())],
            'phone' => AccountRules::phone(),
            'locale' => ['required', Rule::in(Locales::all())],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return AccountRules::messages();
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return AccountRules::attributes();
    }
}
