<?php

declare(strict_types=1);

namespace App\Http\Requests\Cart;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** A new quantity for one cart line: a positive whole number (capped by the stock afterwards). */
final class UpdateCartItemRequest extends FormRequest
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
        return ['quantity' => ['required', 'integer', 'min:1', 'max:'.AddToCartRequest::MAX_INPUT]];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return ['quantity.*' => Text::get('cart.validation.quantity')];
    }

    public function quantity(): int
    {
        return $this->integer('quantity');
    }
}
