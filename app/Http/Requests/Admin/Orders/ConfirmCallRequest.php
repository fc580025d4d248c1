<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Enums\StockPlaceKind;
use App\Services\Checkout\DeliveryFee;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** "Called, confirmed": what staff agreed with the one-click shopper on the phone. */
final class ConfirmCallRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        foreach (['name', 'city', 'address', 'comment'] as $field) {
            if (is_string($this->input($field))) {
                $trimmed = trim($this->string($field)->toString());
                $this->merge([$field => $trimmed === '' ? null : $trimmed]);
            }
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'version' => ['required', 'integer', 'min:0'],
            'name' => ['required', 'string', 'min:2', 'max:100'],
            'delivery_method' => ['required', Rule::in(['courier', 'pickup'])],
            'delivery_zone' => ['nullable', 'required_if:delivery_method,courier', Rule::in(array_keys(DeliveryFee::zones()))],
            'city' => ['nullable', 'required_if:delivery_method,courier', 'string', 'max:100'],
            'address' => ['nullable', 'required_if:delivery_method,courier', 'string', 'max:255'],
            'store_id' => ['nullable', 'required_if:delivery_method,pickup', 'integer', Rule::exists('stores', 'id')->where('kind', StockPlaceKind::Store->value)],
            'payment_method' => ['required', Rule::in(['cash', 'card', 'transfer'])],
            'comment' => ['nullable', 'string', 'max:1000'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'name.required' => Text::get('admin.calls.errors.name'),
            'name.min' => Text::get('admin.calls.errors.name'),
            'delivery_zone.required_if' => Text::get('admin.calls.errors.zone'),
            'delivery_zone.in' => Text::get('admin.calls.errors.zone'),
            'city.required_if' => Text::get('admin.calls.errors.city'),
            'address.required_if' => Text::get('admin.calls.errors.address'),
            'store_id.required_if' => Text::get('admin.calls.errors.store'),
            'store_id.exists' => Text::get('admin.calls.errors.store'),
        ];
    }

    /**
     * @return array{name: string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, store_id: ?int, payment_method: string, comment: ?string}
     */
    public function details(): array
    {
        $optional = fn (string $key): ?string => is_string($this->validated($key)) ? $this->validated($key) : null;

        return [
            'name' => $this->string('name')->toString(),
            'delivery_method' => $this->string('delivery_method')->toString(),
            'delivery_zone' => $optional('delivery_zone'),
            'city' => $optional('city'),
            'address' => $optional('address'),
            'store_id' => $this->validated('store_id') === null ? null : $this->integer('store_id'),
            'payment_method' => $this->string('payment_method')->toString(),
            'comment' => $optional('comment'),
        ];
    }
}
