<?php

declare(strict_types=1);

namespace App\Http\Requests\Orders;

use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * Finding an order without its link: the order's number (`ES-2026-000123`, any case, spaces around) and the phone it
 * was placed with, typed any way the shop's phone fields take it.
 */
final class LookupOrderRequest extends FormRequest
{
    /** The shape of an order number (App\Services\Orders\OrderNumber); longer digit runs are not numbers we issue. */
    public const NUMBER_PATTERN = '/^ES-\d{4}-\d{6,12}$/';

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        Phone::prepare($this);
        if (is_string($this->input('number'))) {
            $this->merge(['number' => mb_strtoupper(trim($this->string('number')->toString()))]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'number' => ['bail', 'required', 'string', 'max:40', 'regex:'.self::NUMBER_PATTERN],
            'phone' => Phone::rules(),
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return ['number.*' => Text::get('orders.lookup.validation.number')];
    }

    public function number(): string
    {
        return $this->string('number')->toString();
    }

    public function phone(): string
    {
        return $this->string('phone')->toString();
    }
}
