<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Returns;

use App\Enums\RefundMethod;
use App\Enums\StockPlaceKind;
use App\Models\Order;
use App\Models\Payment;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A refund: how (cash at a store, a bank transfer to an IBAN, the card through the payment provider), how much in
 * bani, for which return if any, a card refund's payment, and the form's idempotency key (a double submit makes one refund). Who may is the
 * route's `can:decide-returns`; how much at most is the action's.
 */
final class StoreRefundRequest extends FormRequest
{
    /** An IBAN: country, check digits, up to 30 letters and digits (a Moldovan one is 24 characters: MD + 22). */
    public const IBAN_PATTERN = '/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/';

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('iban'))) {
            $iban = strtoupper((string) preg_replace('/\s+/', '', $this->string('iban')->toString()));
            $this->merge(['iban' => $iban === '' ? null : $iban]);
        }
        if (is_string($this->input('note'))) {
            $note = trim($this->string('note')->toString());
            $this->merge(['note' => $note === '' ? null : $note]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'method' => ['required', 'string', Rule::in(self::methods())],
            'amount' => ['required', 'integer', 'min:1', 'max:100000000000'],
            'key' => ['required', 'string', 'min:8', 'max:64', 'regex:/^[A-Za-z0-9_-]+$/'],
            'return_id' => ['nullable', 'integer', 'min:1', 'max:2147483647'],
            'iban' => ['nullable', 'string', 'max:34', 'regex:'.self::IBAN_PATTERN, 'required_if:method,transfer'],
            'store_id' => ['nullable', 'integer', 'min:1', 'max:2147483647', 'required_if:method,cash',
                Rule::exists('stores', 'id')->where('kind', StockPlaceKind::Store->value)],
            'note' => ['nullable', 'string', 'max:500'],
            // A card refund's payment: one the order was paid with (not one flagged for review: the payments panel
            // gives those back). None: the first with that much left.
            'payment_id' => ['nullable', 'integer', 'min:1', 'max:2147483647', 'prohibited_unless:method,card',
                Rule::exists('payments', 'id')->where('order_id', $this->orderId())->where('status', Payment::PAID)],
        ];
    }

    /**
     * The methods a refund may take (a card refund needs a payment the provider captured: RecordRefund's rule).
     *
     * @return list<string>
     */
    public static function methods(): array
    {
        return array_map(static fn (RefundMethod $method): string => $method->value, RefundMethod::cases());
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'method.*' => Text::get('refunds.validation.method'),
            'amount.*' => Text::get('refunds.validation.amount'),
            'key.*' => Text::get('refunds.validation.key'),
            'return_id.*' => Text::get('refunds.refused.return'),
            'iban.required_if' => Text::get('refunds.validation.iban_required'),
            'iban.*' => Text::get('refunds.validation.iban'),
            'store_id.*' => Text::get('refunds.validation.store'),
            'note.*' => Text::get('returns.validation.note', ['max' => '500']),
            'payment_id.*' => Text::get('refunds.validation.payment'),
        ];
    }

    private function orderId(): int
    {
        $order = $this->route('order');

        return $order instanceof Order ? $order->id : 0;
    }

    public function refundMethod(): RefundMethod
    {
        return RefundMethod::from($this->string('method')->toString());
    }

    public function optionalInt(string $field): ?int
    {
        $value = $this->validated($field);

        return $value === null ? null : (int) $value;
    }

    public function optionalString(string $field): ?string
    {
        $value = $this->validated($field);

        return is_string($value) ? $value : null;
    }
}
