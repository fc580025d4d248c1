<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Actions\Orders\EditOrder;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * An order's edit before it ships (App\Actions\Orders\EditOrder): the version the person saw, the lines (a unit price
 * in bani is optional: without one a kept line keeps its price, an added one takes today's), the reason for a price
 * below the list price, delivery and the payment method (cash, card, transfer, or the online method the order has).
 */
final class EditOrderRequest extends FormRequest
{
    use StaffOrderFields;

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        $this->trimFields('city', 'address', 'price_reason');
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $order = $this->route('order');
        $current = $order instanceof Order && is_string($order->payment_method) ? [$order->payment_method] : [];

        return [
            'version' => ['required', 'integer', 'min:0'],
            ...$this->sharedRules(array_values(array_unique([...EditOrder::PAYMENT_METHODS, ...$current]))),
            ...$this->priceRules(),
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            ...$this->sharedMessages(),
            'version.*' => Text::get('orders.change.changed_meanwhile'),
            ...$this->priceMessages(),
        ];
    }

    /**
     * @return list<array{product_id: int, quantity: int, unit_price: ?int}>
     */
    public function lines(): array
    {
        /** @var list<array{product_id: int|string, quantity: int|string, unit_price?: int|string|null}> $validated */
        $validated = $this->validated('lines');

        return array_map(static fn (array $line): array => [
            'product_id' => (int) $line['product_id'],
            'quantity' => (int) $line['quantity'],
            'unit_price' => isset($line['unit_price']) ? (int) $line['unit_price'] : null,
        ], $validated);
    }
}
