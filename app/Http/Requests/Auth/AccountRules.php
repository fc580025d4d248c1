<?php

declare(strict_types=1);

namespace App\Http\Requests\Auth;

use App\Rules\AccountPassword;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * Rules shared by the account forms. Passwords: at least 10 characters, not one of the 10 000 most common and not
 * containing the e-mail's name part (AccountPassword), no composition rules, nothing looked up online; the upper bound
 * is stated, never a silent cut (Argon2id hashes the whole password).
 */
final class AccountRules
{
    public const PASSWORD_MIN = 10;

    /**
     * @param  string|null  $email  the account's address when the form has no `email` field (changing the password)
     * @return list<string|AccountPassword>
     */
    public static function newPassword(?string $email = null): array
    {
        return ['required', 'string', 'min:'.self::PASSWORD_MIN, 'max:255', 'confirmed', new AccountPassword($email)];
    }

    /**
     * E-mail addresses are kept lower-case (one account per address whatever the capitals); the optional phone is
     * read the way every form of the shop reads one (Phone).
     */
    public static function normalize(FormRequest $request): void
    {
        $email = $request->input('email');
        if (is_string($email)) {
            $request->merge(['email' => mb_strtolower(trim($email))]);
        }
        Phone::prepare($request);
    }

    /** @return array<string, string> */
    public static function messages(): array
    {
        return [
            'terms.accepted' => Text::get('account.validation.terms'),
        ];
    }

    /** @return array<string, string> */
    public static function attributes(): array
    {
        return [
            'name' => Text::get('account.fields.name'),
            'email' => Text::get('account.fields.email'),
            'phone' => Text::get('account.fields.phone'),
            'password' => Text::get('account.fields.password'),
            'locale' => Text::get('account.fields.locale'),
            'code' => Text::get('account.fields.code'),
            'recovery_code' => Text::get('account.fields.recovery_code'),
            'current_password' => Text::get('account.fields.current_password'),
            'token_name' => Text::get('account.fields.token_name'),
            'days' => Text::get('account.fields.token_days'),
        ];
    }
}
