<?php

declare(strict_types=1);

namespace App\Http\Requests\Auth;

use App\Support\Phone;
use Illuminate\Foundation\Http\FormRequest;

final class RegisterRequest extends FormRequest
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
            // No unique rule: an address that has an account gets the same answer (RegisterUser mails its owner).
            'email' => ['required', 'string', 'email', 'max:255'],
            'phone' => Phone::rules(required: false),
            'password' => AccountRules::newPassword(),
            'terms' => ['accepted'],
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
