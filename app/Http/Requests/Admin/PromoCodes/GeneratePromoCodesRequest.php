<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\PromoCodes;

use App\Actions\Marketing\GeneratePromoCodes;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** A batch of single-use codes: how many (1–GeneratePromoCodes::MAX) and an optional prefix. */
final class GeneratePromoCodesRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        $prefix = $this->input('prefix');
        $this->merge(['prefix' => is_string($prefix) ? mb_strtoupper(trim($prefix)) : $prefix]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'count' => ['required', 'integer', 'min:1', 'max:'.GeneratePromoCodes::MAX],
            'prefix' => ['nullable', 'string', 'max:10', 'regex:/^[A-Z0-9]*$/'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'count.*' => Text::get('admin.promo_codes.error.count', ['max' => (string) GeneratePromoCodes::MAX]),
            'prefix.*' => Text::get('admin.promo_codes.error.prefix'),
        ];
    }

    public function howMany(): int
    {
        return $this->integer('count');
    }

    public function prefix(): string
    {
        return (string) $this->input('prefix', '');
    }
}
