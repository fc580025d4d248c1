<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Enums\OrderKind;
use App\Http\Requests\Checkout\CompanyBuyerFields;
use App\Infrastructure\Locale\Locales;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A new order taken by hand (/admin/comenzi/noua): by phone or at a store's counter (a store sale is picked up at a
 * store), the customer (an account found by the search, or a name and a phone; an e-mail for the mails), the
 * language the customer is written to in, the lines, delivery, payment (cash, a card on delivery or at the counter,
 * a bank transfer: staff do not take online payments), a company buyer when staff tick it (its name and IDNO with the
 * checkout's rules, what an invoice is issued to), staff's note and the form's key. A line's price is today's, read
 * from the database by PlaceOrder, unless staff typed one (StaffOrderStep checks it against the list price).
 */
final class StaffOrderRequest extends FormRequest
{
    use StaffOrderFields;

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        Phone::prepare($this);
        $this->trimFields('name', 'email', 'city', 'address', 'note', 'price_reason', ...CompanyBuyerFields::FIELDS);
        if ($this->input('customer_id') === '') {
            $this->merge(['customer_id' => null]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'idempotency_key' => ['required', 'string', 'regex:/^[A-Za-z0-9-]{16,64}$/'],
            'channel' => ['required', 'string', Rule::in([OrderKind::Phone->value, OrderKind::Store->value])],
            // An account of a shopper (never a member of staff).
            'customer_id' => ['nullable', 'integer', Rule::exists('users', 'id')->whereNull('role')],
            'name' => ['required', 'string', 'min:2', 'max:120'],
            'phone' => Phone::rules(),
            'email' => ['nullable', 'string', 'max:190', 'email:rfc'],
            'locale' => ['required', 'string', Rule::in(Locales::all())],
            ...$this->sharedRules(['cash', 'card', 'transfer']),
            ...$this->priceRules(),
            // A sale at the counter is handed over at a store.
            'delivery_method' => ['required', 'string', $this->input('channel') === OrderKind::Store->value ? Rule::in(['pickup']) : Rule::in(['courier', 'pickup'])],
            'company_buyer' => ['boolean'],
            // A sale at the counter whose goods the customer takes away now (docs/back-office.md).
            // Paid at the counter, so cash or card: a bank transfer is not there yet when the goods leave.
            'handed_over' => ['boolean', Rule::prohibitedIf(fn (): bool => $this->handedOver() && $this->input('payment_method') === 'transfer')],
            // Left out unless staff ticked "company buyer": then both are required, as a bank transfer at the checkout.
            ...CompanyBuyerFields::rules(Rule::excludeIf(! $this->companyBuyer()), 'required'),
            'note' => ['nullable', 'string', 'max:1000'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            // Before the shared ones: the first message whose key matches is the one given.
            'delivery_method.in' => Text::get($this->input('channel') === OrderKind::Store->value ? 'admin.order_entry.errors.store_pickup' : 'checkout.validation.delivery_method'),
            ...$this->sharedMessages(),
            ...$this->priceMessages(),
            'idempotency_key.*' => Text::get('checkout.validation.idempotency_key'),
            'channel.*' => Text::get('admin.order_entry.errors.channel'),
            'customer_id.*' => Text::get('admin.order_entry.errors.customer'),
            'name.*' => Text::get('checkout.validation.name'),
            'email.*' => Text::get('checkout.validation.email'),
            'locale.*' => Text::get('admin.order_entry.errors.locale'),
            'company_buyer.*' => Text::get('admin.order_entry.errors.company_buyer'),
            'handed_over.prohibited' => Text::get('admin.order_entry.errors.handed_over_payment'),
            'handed_over.*' => Text::get('admin.order_entry.errors.handed_over'),
            ...CompanyBuyerFields::messages(),
            'note.*' => Text::get('admin.calls.errors.call_note'),
        ];
    }

    public function kind(): OrderKind
    {
        return OrderKind::from($this->string('channel')->toString());
    }

    /**
     * @return array{name: string, phone: string, email: ?string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string, company_name: ?string, company_idno: ?string, handed_over: bool}
     */
    public function details(): array
    {
        $company = fn (string $key): ?string => is_string($this->validated($key)) ? $this->validated($key) : null;

        return [
            'name' => $this->string('name')->toString(),
            'phone' => $this->string('phone')->toString(),
            'email' => is_string($this->validated('email')) ? mb_strtolower($this->validated('email')) : null,
            ...$this->delivery(),
            'company_name' => $company('company_name'),
            'company_idno' => $company('company_idno'),
            'handed_over' => $this->handedOver(),
        ];
    }

    /** Only a sale at the counter is handed over on the spot; a phone order is packed and handed over later. */
    private function handedOver(): bool
    {
        return $this->input('channel') === OrderKind::Store->value
            && filter_var($this->input('handed_over'), FILTER_VALIDATE_BOOL, FILTER_NULL_ON_FAILURE) === true;
    }

    private function companyBuyer(): bool
    {
        return filter_var($this->input('company_buyer'), FILTER_VALIDATE_BOOL, FILTER_NULL_ON_FAILURE) === true;
    }

    /**
     * The units by product id, in the order staff listed them.
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

    /**
     * The unit prices in bani staff typed, by product id (lines without one take today's price).
     *
     * @return array<int, int>
     */
    public function prices(): array
    {
        $prices = [];
        /** @var list<array{product_id: int|string, unit_price?: int|string|null}> $validated */
        $validated = $this->validated('lines');
        foreach ($validated as $line) {
            if (isset($line['unit_price'])) {
                $prices[(int) $line['product_id']] = (int) $line['unit_price'];
            }
        }

        return $prices;
    }

    public function note(): ?string
    {
        return is_string($this->validated('note')) ? $this->validated('note') : null;
    }
}
