<?php

declare(strict_types=1);

namespace App\Http\Requests\Cart;

use App\Services\Promos\PromoRules;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** A promo code typed in the cart or at checkout: a string of at most PromoRules::MAX_LENGTH characters once trimmed. */
final class ApplyPromoCodeRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('promo_code'))) {
            $this->merge(['promo_code' => trim($this->string('promo_code')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['promo_code' => ['required', 'string', 'max:'.PromoRules::MAX_LENGTH]];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'promo_code.required' => Text::get('promo.validation.required'),
            'promo_code.*' => Text::get('promo.refused.unknown'),
        ];
    }

    public function code(): string
    {
        return PromoRules::normalize($this->string('promo_code')->toString());
    }
}
