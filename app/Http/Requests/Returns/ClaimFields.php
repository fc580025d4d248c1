<?php

declare(strict_types=1);

namespace App\Http\Requests\Returns;

use App\Support\Text;

/**
 * A warranty claim's fields, the same whoever files it: the order line and the defect in the customer's (or staff's)
 * words. Used by the order page's form (FileClaimRequest) and the back office's (Admin\Returns\RecordClaimRequest).
 */
trait ClaimFields
{
    public const DESCRIPTION_MIN = 10;

    public const DESCRIPTION_MAX = 1000;

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('description'))) {
            $this->merge(['description' => trim($this->string('description')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'order_line_id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'description' => ['required', 'string', 'min:'.self::DESCRIPTION_MIN, 'max:'.self::DESCRIPTION_MAX],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'order_line_id.*' => Text::get('claims.validation.line'),
            'description.*' => Text::get('claims.validation.description', ['min' => (string) self::DESCRIPTION_MIN, 'max' => (string) self::DESCRIPTION_MAX]),
        ];
    }

    public function lineId(): int
    {
        return $this->integer('order_line_id');
    }

    public function description(): string
    {
        return $this->string('description')->toString();
    }
}
