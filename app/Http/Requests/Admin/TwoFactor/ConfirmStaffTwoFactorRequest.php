<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\TwoFactor;

use App\Http\Requests\Auth\AccountRules;
use Illuminate\Foundation\Http\FormRequest;

/** The first code from the authenticator app, on the back office's two-factor setup. */
final class ConfirmStaffTwoFactorRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'code' => ['required', 'string', 'max:16'],
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
