<?php

declare(strict_types=1);

namespace App\Http\Requests\StockAlerts;

use App\Models\StockAlert;
use App\Support\Text;
use Illuminate\Contracts\Validation\Validator;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\Exceptions\HttpResponseException;

/**
 * `POST /alerte`: `product_id` (a whole number from 1 to 2^63-1), `kind` (`stock` or `price`) and, from a guest, the
 * `email` the alert and its confirmation link go to (an account's own address is used, a typed one ignored). A list
 * where a text goes, a number past 64 bits or a bad address is a 422 JSON answer in the shopper's language.
 */
final class SubscribeToAlertRequest extends FormRequest
{
    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'product_id' => ['bail', 'required', 'integer', 'min:1', 'max:'.PHP_INT_MAX],
            'kind' => ['bail', 'required', 'string', 'in:'.implode(',', StockAlert::KINDS)],
            'email' => $this->user() !== null ? ['nullable'] : ['bail', 'required', 'string', 'max:254', 'email:rfc'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $product = Text::get('stock_alerts.errors.product');
        $email = Text::get('stock_alerts.errors.email');

        return [
            'product_id.required' => $product, 'product_id.integer' => $product, 'product_id.min' => $product, 'product_id.max' => $product,
            'kind.*' => Text::get('stock_alerts.errors.kind'),
            'email.required' => Text::get('stock_alerts.errors.email_required'),
            'email.string' => $email, 'email.max' => $email, 'email.email' => $email,
        ];
    }

    /** The form is the shop's own script: JSON whatever the Accept header says, never a redirect. */
    protected function failedValidation(Validator $validator): never
    {
        throw new HttpResponseException(response()->json([
            'message' => $validator->errors()->first(),
            'errors' => $validator->errors()->toArray(),
        ], 422)->header('Cache-Control', 'no-store, private'));
    }

    public function productId(): int
    {
        return (int) $this->validated('product_id');
    }

    public function kind(): string
    {
        return (string) $this->validated('kind');
    }

    public function email(): ?string
    {
        $email = $this->validated('email');

        return is_string($email) ? $email : null;
    }
}
