<?php

declare(strict_types=1);

namespace App\Http\Requests\Checkout;

use App\Models\Product;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** "Buy in one click" from the product page: the product, a phone number and the form's idempotency key. */
final class OneClickOrderRequest extends FormRequest
{
    protected $errorBag = 'oneClick';

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        Phone::prepare($this);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'product_id' => ['required', 'integer', 'min:1'],
            'phone' => Phone::rules(),
            'idempotency_key' => ['required', 'string', 'regex:/^[A-Za-z0-9-]{16,64}$/'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'product_id.*' => Text::get('cart.validation.product_missing'),
            'idempotency_key.*' => Text::get('checkout.validation.idempotency_key'),
        ];
    }

    public function product(): ?Product
    {
        return Product::query()->find($this->integer('product_id'));
    }
}
