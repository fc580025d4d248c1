<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Staff;

use App\Enums\StaffRole;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

final class ChangeStaffRoleRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['role' => ['required', 'string', Rule::enum(StaffRole::class)]];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'role.required' => Text::get('admin.staff.error.role'),
            'role.enum' => Text::get('admin.staff.error.role'),
        ];
    }

    public function role(): StaffRole
    {
        return StaffRole::from($this->string('role')->toString());
    }
}
