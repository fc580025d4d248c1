<?php

declare(strict_types=1);

namespace App\Http\Requests\Orders;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * A customer cancelling their own order from its page: the version the page showed (the optimistic check) and an
 * optional reason. Who may cancel is the order page's own rule, checked by the controller.
 */
final class CancelOrderRequest extends FormRequest
{
    public const REASON_MAX = 500;

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('reason'))) {
            $reason = trim($this->string('reason')->toString());
            $this->merge(['reason' => $reason === '' ? null : $reason]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'version' => ['required', 'integer', 'min:0'],
            'reason' => ['nullable', 'string', 'max:'.self::REASON_MAX],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'reason.string' => Text::get('orders.cancel.reason_invalid'),
            'reason.max' => Text::get('orders.cancel.reason_max', ['max' => self::REASON_MAX]),
            'version.*' => Text::get('orders.change.changed_meanwhile'),
        ];
    }

    public function version(): int
    {
        return $this->integer('version');
    }

    public function reason(): ?string
    {
        $reason = $this->validated('reason');

        return is_string($reason) ? $reason : null;
    }
}
