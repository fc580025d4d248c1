<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Actions\Orders\EditOrder;
use App\Models\Order;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * An order's edit before it ships (App\Actions\Orders\EditOrder): the version the person saw, the lines (a unit price
 * in bani is optional: without one a kept line keeps its price, an added one takes today's), the reason for a price
 * below the list price, the recipient (name, phone, e-mail: the checkout's rules and messages), delivery and the payment
 * method (cash, card, transfer, or the online method the order has).
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
        Phone::prepare($this);
        $this->trimFields('name', 'email', 'city', 'address', 'price_reason');
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
            // Left out by a client that does not edit them, the recipient's fields stay as the order has them.
            'name' => ['sometimes', 'required', 'string', 'min:2', 'max:120'],
            'phone' => ['sometimes', ...Phone::rules()],
            'email' => ['sometimes', 'nullable', 'string', 'max:190', 'email:rfc'],
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
            'name.*' => Text::get('checkout.validation.name'),
            'email.*' => Text::get('checkout.validation.email'),
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

    /**
     * The recipient's fields sent (the e-mail in lower case, as an order taken by hand keeps it), then delivery and payment.
     *
     * @return array{name?: string, phone?: string, email?: ?string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string}
     */
    public function details(): array
    {
        $contact = [];
        if ($this->has('name')) {
            $contact['name'] = $this->string('name')->toString();
        }
        if ($this->has('phone')) {
            $contact['phone'] = $this->string('phone')->toString();
        }
        if ($this->has('email')) {
            $contact['email'] = is_string($this->validated('email')) ? mb_strtolower($this->validated('email')) : null;
        }

        return [...$contact, ...$this->delivery()];
    }
}
