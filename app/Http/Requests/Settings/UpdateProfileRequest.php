<?php

declare(strict_types=1);

namespace App\Http\Requests\Settings;

use App\Http\Requests\Auth\AccountRules;
use App\Infrastructure\Locale\Locales;
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
            // No unique rule: whether another account has the address is not the form's to say (UpdateProfile).
            'email' => ['required', 'string', 'email', 'max:255'],
            'phone' => Phone::rules(required: false),
            'locale' => ['required', Rule::in(Locales::all())],
            // A new address takes over the account (reset links go to it), so it needs the password, not just a
            // session someone may have left open.
            'current_password' => $this->changesEmail() ? ['bail', 'required', 'string', 'current_password:web'] : ['exclude'],
        ];
    }

    private function changesEmail(): bool
    {
        return self::asksForNewEmail($this);
    }

    /** Whether the form names an address other than the account's (the email-change rate limit counts only those). */
    public static function asksForNewEmail(\Illuminate\Http\Request $request): bool
    {
        $email = $request->input('email');

        return is_string($email) && mb_strtolower(trim($email)) !== $request->user()?->getAttribute('email');
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
