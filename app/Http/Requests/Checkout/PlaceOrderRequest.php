<?php

declare(strict_types=1);

namespace App\Http\Requests\Checkout;

use App\Services\Checkout\DeliveryDays;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * The checkout form: contact, delivery, payment, comment, consent and the form's idempotency key. Nothing about
 * money is read from it: prices, fees and totals are computed from the database.
 */
final class PlaceOrderRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        Phone::prepare($this);
        foreach (['name', 'email', 'city', 'address', ...CompanyBuyerFields::FIELDS] as $field) {
            if (is_string($this->input($field))) {
                $this->merge([$field => trim($this->string($field)->toString())]);
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
            'idempotency_key' => ['required', 'string', 'regex:/^[A-Za-z0-9-]{16,64}$/'],
            'name' => ['required', 'string', 'min:2', 'max:120'],
            'phone' => Phone::rules(),
            // A guest may leave it empty: the phone is enough and the guest cookie finds the order again.
            'email' => [Rule::requiredIf($this->user() !== null), 'nullable', 'string', 'max:190', 'email:rfc'],
            'delivery_method' => ['required', 'string', Rule::in(['courier', 'pickup'])],
            'delivery_zone' => ['nullable', $courier, 'string', Rule::in(array_keys(config()->array('checkout.delivery.zones')))],
            'city' => ['nullable', $courier, 'string', 'max:120'],
            'address' => ['nullable', $courier, 'string', 'max:255'],
            // One of the days the chosen zone offers today: a day that has passed or is too far is refused. The form
            // always sends one; a client that sends none gets the zone's first day (details()).
            'delivery_date' => ['nullable', 'string', Rule::in(DeliveryDays::for($this->zone()))],
            'delivery_interval' => ['nullable', $courier, 'string', Rule::in(config()->array('checkout.delivery.intervals'))],
            'store_id' => ['nullable', 'required_if:delivery_method,pickup', 'integer'],
            'payment_method' => ['required', 'string', Rule::in(config()->array('checkout.payment_methods'))],
            'credit_programme' => ['nullable', 'required_if:payment_method,credit', 'string', 'max:64'],
            ...CompanyBuyerFields::rules('nullable', 'required_if:payment_method,transfer'),
            'comment' => ['nullable', 'string', 'max:1000'],
            'consent' => ['accepted'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $messages = [];
        foreach (array_diff(array_keys($this->rules()), ['phone']) as $field) {
            $messages[$field.'.*'] = Text::get('checkout.validation.'.$field);
        }

        return $messages;
    }

    /**
     * @return array{name: string, phone: string, email: ?string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string, credit_programme: ?string, company_name: ?string, company_idno: ?string, comment: ?string}
     */
    public function details(): array
    {
        $courier = $this->input('delivery_method') === 'courier';
        $payment = $this->string('payment_method')->toString();
        $optional = fn (string $key, bool $when = true): ?string => $when && is_string($this->input($key)) && $this->input($key) !== '' ? $this->string($key)->toString() : null;

        return [
            'name' => $this->string('name')->toString(),
            'phone' => $this->string('phone')->toString(),
            'email' => $optional('email'),
            'delivery_method' => $courier ? 'courier' : 'pickup',
            'delivery_zone' => $optional('delivery_zone', $courier),
            'city' => $optional('city', $courier),
            'address' => $optional('address', $courier),
            'delivery_date' => $courier ? ($optional('delivery_date') ?? DeliveryDays::for($this->zone())[0] ?? null) : null,
            'delivery_interval' => $optional('delivery_interval', $courier),
            'store_id' => $courier ? null : $this->integer('store_id'),
            'payment_method' => $payment,
            'credit_programme' => $optional('credit_programme', $payment === 'credit'),
            'company_name' => $optional('company_name', $payment === 'transfer'),
            'company_idno' => $optional('company_idno', $payment === 'transfer'),
            'comment' => $optional('comment'),
        ];
    }

    private function zone(): ?string
    {
        return is_string($this->input('delivery_zone')) ? $this->string('delivery_zone')->toString() : null;
    }

    public function idempotencyKey(): string
    {
        return $this->string('idempotency_key')->toString();
    }
}
