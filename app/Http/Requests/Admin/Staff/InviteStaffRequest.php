<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Staff;

use App\Enums\StaffRole;
use App\Infrastructure\Locale\Locales;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

final class InviteStaffRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        $email = $this->input('email');
        if (is_string($email)) {
            $this->merge(['email' => mb_strtolower(trim($email))]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:255'],
            // An address that is already staff is refused by InviteStaffMember (a shopper's account is promoted).
            'email' => ['required', 'string', 'email', 'max:255'],
            'role' => ['required', 'string', Rule::enum(StaffRole::class)],
            'locale' => ['required', 'string', Rule::in(Locales::all())],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'role.required' => Text::get('admin.staff.error.role'),
            'role.enum' => Text::get('admin.staff.error.role'),
            'locale.required' => Text::get('admin.staff.error.locale'),
            'locale.in' => Text::get('admin.staff.error.locale'),
        ];
    }
}
