<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * A manager takes back the order's last move: the order's version the page showed and why (required: it goes on the
 * timeline, in the audit log and in the customer's mail). Who may is the route's `can:revertStatus`.
 */
final class RevertOrderStatusRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('reason'))) {
            $this->merge(['reason' => trim($this->string('reason')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'version' => ['required', 'integer', 'min:0'],
            'reason' => ['required', 'string', 'max:500'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'reason.required' => Text::get('admin.orders.revert.reason_required'),
            'reason.string' => Text::get('admin.orders.revert.reason_required'),
            'reason.max' => Text::get('admin.orders.revert.reason_too_long'),
        ];
    }

    public function reason(): string
    {
        return (string) $this->validated('reason');
    }
}
