<?php

declare(strict_types=1);

namespace App\Http\Requests\Settings;

use App\Actions\Settings\CreateApiToken;
use App\Http\Requests\Auth\AccountRules;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

final class CreateApiTokenRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'token_name' => ['required', 'string', 'max:100'],
            'days' => ['required', 'integer', Rule::in(CreateApiToken::LIFETIMES)],
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
