<?php

declare(strict_types=1);

namespace App\Http\Requests\Cart;

use App\Models\Product;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * A product and how many units to add. Only these two fields are read: a price or total sent along is ignored.
 */
final class AddToCartRequest extends FormRequest
{
    /** Larger numbers are refused rather than capped: no shopper types them. */
    public const MAX_INPUT = 999;

    private ?Product $product = null;

    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'product_id' => ['required', 'integer', 'min:1'],
            'quantity' => ['sometimes', 'integer', 'min:1', 'max:'.self::MAX_INPUT],
        ];
    }

    /**
     * @return array<int, \Closure>
     */
    public function after(): array
    {
        return [function (\Illuminate\Validation\Validator $validator): void {
            if ($validator->errors()->isNotEmpty()) {
                return;
            }
            $product = Product::query()->find($this->integer('product_id'));
            if ($product === null) {
                $validator->errors()->add('product_id', Text::get('cart.validation.product_missing'));
            } elseif (! $product->is_active) {
                $validator->errors()->add('product_id', Text::get('cart.validation.unavailable'));
            } elseif ($product->stock_total <= 0) {
                $validator->errors()->add('product_id', Text::get('cart.validation.out_of_stock'));
            }
            $this->product = $product;
        }];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'product_id.*' => Text::get('cart.validation.product_missing'),
            'quantity.*' => Text::get('cart.validation.quantity'),
        ];
    }

    public function product(): Product
    {
        return $this->product ?? Product::query()->findOrFail($this->integer('product_id'));
    }

    public function quantity(): int
    {
        return $this->integer('quantity', 1);
    }
}
