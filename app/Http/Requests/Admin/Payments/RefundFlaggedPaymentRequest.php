<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Payments;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * Giving back a payment flagged for review: only the form's idempotency key (the amount is what is left of the
 * payment, the payment is the address's). Who may is the route's `can:decide-returns`.
 */
final class RefundFlaggedPaymentRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['key' => ['required', 'string', 'min:8', 'max:64', 'regex:/^[A-Za-z0-9_-]+$/']];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return ['key.*' => Text::get('refunds.validation.key')];
    }
}
