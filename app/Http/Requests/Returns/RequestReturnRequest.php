<?php

declare(strict_types=1);

namespace App\Http\Requests\Returns;

use App\Enums\ReturnHandover;
use App\Enums\ReturnReason;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A customer's return request: units by order line id (`lines[12]=1`), a reason from the list and their own words,
 * and how the goods come back: a courier at an address or a store. Who may ask is the order page's own rule, checked
 * by the controller; the window and the units still free are the action's (App\Actions\Returns\RequestReturn).
 */
final class RequestReturnRequest extends FormRequest
{
    public const DETAILS_MAX = 1000;

    public const ADDRESS_MAX = 300;

    /** More units of one line than an order ever holds (cart.max_quantity is far below). */
    public const UNITS_MAX = 999;

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        foreach (['details', 'address'] as $field) {
            if (is_string($this->input($field))) {
                $value = trim($this->string($field)->toString());
                $this->merge([$field => $value === '' ? null : $value]);
            }
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'lines' => ['required', 'array', 'min:1', 'max:100'],
            'lines.*' => ['required', 'integer', 'min:0', 'max:'.self::UNITS_MAX],
            'reason' => ['required', 'string', Rule::enum(ReturnReason::class)],
            'details' => ['nullable', 'string', 'max:'.self::DETAILS_MAX, Rule::requiredIf($this->input('reason') === ReturnReason::Other->value)],
            'handover' => ['required', 'string', Rule::enum(ReturnHandover::class)],
            'address' => ['nullable', 'string', 'max:'.self::ADDRESS_MAX, Rule::requiredIf($this->input('handover') === ReturnHandover::Courier->value)],
            'store_id' => ['nullable', 'integer', 'min:1', 'max:2147483647', Rule::requiredIf($this->input('handover') === ReturnHandover::Store->value)],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            // The more specific key first: a message key matches by wildcard, and the first match wins.
            'lines.*.*' => Text::get('returns.validation.quantity', ['max' => (string) self::UNITS_MAX]),
            'lines.*' => Text::get('returns.validation.lines'),
            'reason.*' => Text::get('returns.validation.reason'),
            'details.required' => Text::get('returns.validation.details_required'),
            'details.*' => Text::get('returns.validation.details', ['max' => (string) self::DETAILS_MAX]),
            'handover.*' => Text::get('returns.validation.handover'),
            'address.required' => Text::get('returns.validation.address_required'),
            'address.*' => Text::get('returns.validation.address', ['max' => (string) self::ADDRESS_MAX]),
            'store_id.*' => Text::get('returns.refused.store'),
        ];
    }

    /**
     * Units by order line id; keys that are no id are refused by the action as lines not of this order.
     *
     * @return array<int, int>
     */
    public function quantities(): array
    {
        $units = [];
        /** @var array<array-key, mixed> $lines */
        $lines = $this->validated('lines');
        foreach ($lines as $id => $quantity) {
            $units[is_int($id) || ctype_digit($id) ? (int) $id : 0] = (int) $quantity;
        }

        return $units;
    }

    public function reason(): ReturnReason
    {
        return ReturnReason::from($this->string('reason')->toString());
    }

    public function handover(): ReturnHandover
    {
        return ReturnHandover::from($this->string('handover')->toString());
    }

    public function details(): ?string
    {
        $value = $this->validated('details');

        return is_string($value) ? $value : null;
    }

    public function address(): ?string
    {
        $value = $this->validated('address');

        return is_string($value) ? $value : null;
    }

    public function storeId(): ?int
    {
        $value = $this->validated('store_id');

        return $value === null ? null : (int) $value;
    }
}
