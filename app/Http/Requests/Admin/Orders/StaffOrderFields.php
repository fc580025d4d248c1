<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Enums\StockPlaceKind;
use App\Services\Checkout\DeliveryDays;
use App\Services\Checkout\DeliveryFee;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * What an order taken by hand and an order's edit share: the lines (products and units, ConfirmCallRequest's limits),
 * delivery with the checkout's rules (a courier needs a day the zone offers today and one of its intervals, a pickup
 * a store), the payment method, and a unit price typed for a line with the reason for one below the list price (the
 * actions decide who may set it); the messages in the staff member's language.
 *
 * @mixin FormRequest
 */
trait StaffOrderFields
{
    protected function trimFields(string ...$fields): void
    {
        foreach ($fields as $field) {
            if (is_string($this->input($field))) {
                $trimmed = trim($this->string($field)->toString());
                $this->merge([$field => $trimmed === '' ? null : $trimmed]);
            }
        }
        foreach (['delivery_date', 'delivery_interval', 'store_id', 'delivery_zone'] as $field) {
            if ($this->input($field) === '') {
                $this->merge([$field => null]);
            }
        }
    }

    /**
     * @param  list<string>  $payments
     * @return array<string, mixed>
     */
    protected function sharedRules(array $payments): array
    {
        $courier = 'required_if:delivery_method,courier';

        return [
            'lines' => ['required', 'array', 'min:1', 'max:'.ConfirmCallRequest::MAX_LINES],
            'lines.*' => ['required', 'array'],
            'lines.*.product_id' => ['required', 'integer', 'distinct', Rule::exists('products', 'id')],
            'lines.*.quantity' => ['required', 'integer', 'min:1', 'max:'.config()->integer('cart.max_quantity')],
            'delivery_method' => ['required', 'string', Rule::in(['courier', 'pickup'])],
            'delivery_zone' => ['nullable', $courier, 'string', Rule::in(array_keys(DeliveryFee::zones()))],
            'city' => ['nullable', $courier, 'string', 'max:100'],
            'address' => ['nullable', $courier, 'string', 'max:255'],
            'delivery_date' => ['exclude_unless:delivery_method,courier', 'required', 'string', Rule::in(DeliveryDays::for($this->zone()))],
            'delivery_interval' => ['exclude_unless:delivery_method,courier', 'required', 'string', Rule::in(config()->array('checkout.delivery.intervals'))],
            'store_id' => ['nullable', 'required_if:delivery_method,pickup', 'integer', Rule::exists('stores', 'id')->where('kind', StockPlaceKind::Store->value)],
            'payment_method' => ['required', 'string', Rule::in($payments)],
        ];
    }

    /**
     * @return array<string, string>
     */
    protected function sharedMessages(): array
    {
        return [
            'lines.required' => Text::get('admin.calls.errors.lines'),
            'lines.array' => Text::get('admin.calls.errors.lines'),
            'lines.min' => Text::get('admin.calls.errors.lines'),
            'lines.max' => Text::get('admin.calls.errors.lines_max', ['max' => (string) ConfirmCallRequest::MAX_LINES]),
            'lines.*.array' => Text::get('admin.calls.errors.lines'),
            'lines.*.required' => Text::get('admin.calls.errors.lines'),
            'lines.*.product_id.distinct' => Text::get('admin.calls.errors.product_twice'),
            'lines.*.product_id.*' => Text::get('admin.calls.errors.product'),
            'lines.*.quantity.*' => Text::get('admin.calls.errors.quantity', ['max' => (string) config()->integer('cart.max_quantity')]),
            'delivery_method.*' => Text::get('checkout.validation.delivery_method'),
            'delivery_zone.*' => Text::get('admin.calls.errors.zone'),
            'city.*' => Text::get('admin.calls.errors.city'),
            'address.*' => Text::get('admin.calls.errors.address'),
            'delivery_date.*' => Text::get('admin.calls.errors.date'),
            'delivery_interval.*' => Text::get('admin.calls.errors.interval'),
            'store_id.*' => Text::get('admin.calls.errors.store'),
            'payment_method.*' => Text::get('checkout.validation.payment_method'),
        ];
    }

    /**
     * A unit price in bani for a line (optional) and the reason for a price below the list price.
     *
     * @return array<string, list<string>>
     */
    protected function priceRules(): array
    {
        return [
            'lines.*.unit_price' => ['nullable', 'integer', 'min:0', 'max:100000000'],
            'price_reason' => ['nullable', 'string', 'max:255'],
        ];
    }

    /**
     * @return array<string, string>
     */
    protected function priceMessages(): array
    {
        return [
            'lines.*.unit_price.*' => Text::get('admin.order_edit.errors.price'),
            'price_reason.*' => Text::get('admin.order_edit.errors.price_reason'),
        ];
    }

    public function priceReason(): ?string
    {
        return is_string($this->validated('price_reason')) ? $this->validated('price_reason') : null;
    }

    /**
     * @return array{delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string}
     */
    public function delivery(): array
    {
        $optional = fn (string $key): ?string => is_string($this->validated($key)) ? $this->validated($key) : null;

        return [
            'delivery_method' => $this->string('delivery_method')->toString(),
            'delivery_zone' => $optional('delivery_zone'),
            'city' => $optional('city'),
            'address' => $optional('address'),
            'delivery_date' => $optional('delivery_date'),
            'delivery_interval' => $optional('delivery_interval'),
            'store_id' => $this->validated('store_id') === null ? null : $this->integer('store_id'),
            'payment_method' => $this->string('payment_method')->toString(),
        ];
    }

    private function zone(): ?string
    {
        return is_string($this->input('delivery_zone')) ? $this->string('delivery_zone')->toString() : null;
    }
}
