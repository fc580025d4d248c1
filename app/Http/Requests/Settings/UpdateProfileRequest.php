<?php

declare(strict_types=1);

namespace App\Http\Requests\Settings;

use App\Http\Requests\Auth\AccountRules;
use App\Support\Locale\Locales;
use App\Support\Phone;
use App\Support\Text;
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
            'phone' => Phone::rules(required: false),
            'locale' => ['required', Rule::in(Locales::all())],
            // A new address takes over the account (reset links go to it), so it needs the password, not just a
            // session someone may have left open.
            'current_password' => $this->changesEmail() ? ['bail', 'required', 'string', 'current_password:web'] : ['exclude'],
        ];
    }

    private function changesEmail(): bool
    {
        $email = $this->input('email');

        return is_string($email) && $email !== $this->user()?->getAttribute('email');
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [...AccountRules::messages(), 'current_password.required' => Text::get('account.settings.profile.password_needed')];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return AccountRules::attributes();
    }
}
