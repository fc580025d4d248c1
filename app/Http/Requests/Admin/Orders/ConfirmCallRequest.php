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
 * "Called, confirmed": what staff agreed with the one-click shopper on the phone: the name, the lines (products and
 * quantities, whatever the shopper first clicked), delivery with the checkout's rules (a courier needs one of the days
 * the zone offers today and one of its intervals: App\Services\Checkout\DeliveryDays, as PlaceOrderRequest), payment
 * and staff's own note of the call. Prices are never read from it: the order prices its lines from the database.
 */
final class ConfirmCallRequest extends FormRequest
{
    /** The most lines one confirmation may hold. */
    public const MAX_LINES = 20;

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        foreach (['name', 'city', 'address', 'call_note'] as $field) {
            if (is_string($this->input($field))) {
                $trimmed = trim($this->string($field)->toString());
                $this->merge([$field => $trimmed === '' ? null : $trimmed]);
            }
        }
        foreach (['delivery_date', 'delivery_interval'] as $field) {
            if ($this->input($field) === '') {
                $this->merge([$field => null]);
            }
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $courier = 'required_if:delivery_method,courier';

        return [
            'version' => ['required', 'integer', 'min:0'],
            'name' => ['required', 'string', 'min:2', 'max:100'],
            'lines' => ['required', 'array', 'min:1', 'max:'.self::MAX_LINES],
            'lines.*' => ['required', 'array:product_id,quantity'],
            'lines.*.product_id' => ['required', 'integer', 'distinct', Rule::exists('products', 'id')->where('is_active', true)],
            'lines.*.quantity' => ['required', 'integer', 'min:1', 'max:'.config()->integer('cart.max_quantity')],
            'delivery_method' => ['required', Rule::in(['courier', 'pickup'])],
            'delivery_zone' => ['nullable', $courier, Rule::in(array_keys(DeliveryFee::zones()))],
            'city' => ['nullable', $courier, 'string', 'max:100'],
            'address' => ['nullable', $courier, 'string', 'max:255'],
            // The checkout's days and intervals: a day the zone does not offer today (passed, too far) is refused. A
            // pickup has neither: whatever comes is left out.
            'delivery_date' => ['exclude_unless:delivery_method,courier', 'required', 'string', Rule::in(DeliveryDays::for($this->zone()))],
            'delivery_interval' => ['exclude_unless:delivery_method,courier', 'required', 'string', Rule::in(config()->array('checkout.delivery.intervals'))],
            'store_id' => ['nullable', 'required_if:delivery_method,pickup', 'integer', Rule::exists('stores', 'id')->where('kind', StockPlaceKind::Store->value)],
            'payment_method' => ['required', Rule::in(['cash', 'card', 'transfer'])],
            'call_note' => ['nullable', 'string', 'max:1000'],
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
            'name.max' => Text::get('admin.calls.errors.name'),
            'lines.required' => Text::get('admin.calls.errors.lines'),
            'lines.array' => Text::get('admin.calls.errors.lines'),
            'lines.min' => Text::get('admin.calls.errors.lines'),
            'lines.max' => Text::get('admin.calls.errors.lines_max', ['max' => (string) self::MAX_LINES]),
            'lines.*.array' => Text::get('admin.calls.errors.lines'),
            'lines.*.product_id.required' => Text::get('admin.calls.errors.product'),
            'lines.*.product_id.integer' => Text::get('admin.calls.errors.product'),
            'lines.*.product_id.exists' => Text::get('admin.calls.errors.product'),
            'lines.*.product_id.distinct' => Text::get('admin.calls.errors.product_twice'),
            'lines.*.quantity.*' => Text::get('admin.calls.errors.quantity', ['max' => (string) config()->integer('cart.max_quantity')]),
            'delivery_zone.required_if' => Text::get('admin.calls.errors.zone'),
            'delivery_zone.in' => Text::get('admin.calls.errors.zone'),
            'city.required_if' => Text::get('admin.calls.errors.city'),
            'city.max' => Text::get('admin.calls.errors.city'),
            'address.required_if' => Text::get('admin.calls.errors.address'),
            'address.max' => Text::get('admin.calls.errors.address'),
            'delivery_date.*' => Text::get('admin.calls.errors.date'),
            'delivery_interval.*' => Text::get('admin.calls.errors.interval'),
            'store_id.required_if' => Text::get('admin.calls.errors.store'),
            'store_id.integer' => Text::get('admin.calls.errors.store'),
            'store_id.exists' => Text::get('admin.calls.errors.store'),
            'call_note.*' => Text::get('admin.calls.errors.call_note'),
        ];
    }

    /**
     * @return array{name: string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string, call_note: ?string}
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
            'delivery_date' => $optional('delivery_date'),
            'delivery_interval' => $optional('delivery_interval'),
            'store_id' => $this->validated('store_id') === null ? null : $this->integer('store_id'),
            'payment_method' => $this->string('payment_method')->toString(),
            'call_note' => $optional('call_note'),
        ];
    }

    /**
     * The units agreed, by product id, in the order staff listed them.
     *
     * @return array<int, int>
     */
    public function lines(): array
    {
        $lines = [];
        /** @var list<array{product_id: int|string, quantity: int|string}> $validated */
        $validated = $this->validated('lines');
        foreach ($validated as $line) {
            $lines[(int) $line['product_id']] = (int) $line['quantity'];
        }

        return $lines;
    }

    private function zone(): ?string
    {
        return is_string($this->input('delivery_zone')) ? $this->string('delivery_zone')->toString() : null;
    }
}
