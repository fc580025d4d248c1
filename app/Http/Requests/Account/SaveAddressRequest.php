<?php

declare(strict_types=1);

namespace App\Http\Requests\Account;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A saved delivery address, as the checkout's courier fields take it: a zone, the town, the street address; an
 * optional label ("Acasă", "Birou") and whether it is the default. Who owns it is the controller's business.
 *
 * @phpstan-import-type AddressFields from \App\Actions\Account\AddAddress
 */
final class SaveAddressRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        foreach (['label', 'city', 'address'] as $field) {
            if (is_string($this->input($field))) {
                $value = trim($this->string($field)->toString());
                $this->merge([$field => $value === '' ? null : $value]);
            }
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'label' => ['bail', 'nullable', 'string', 'max:60'],
            'zone' => ['bail', 'required', 'string', Rule::in(array_keys(config()->array('checkout.delivery.zones')))],
            'city' => ['bail', 'required', 'string', 'min:2', 'max:120'],
            'address' => ['bail', 'required', 'string', 'min:3', 'max:255'],
            'is_default' => ['bail', 'sometimes', 'boolean'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $messages = [];
        foreach (array_keys($this->rules()) as $field) {
            $messages[$field.'.*'] = Text::get('addresses.validation.'.$field);
        }

        return $messages;
    }

    /**
     * @return AddressFields
     */
    public function fields(): array
    {
        $label = $this->validated('label');

        return [
            'label' => is_string($label) ? $label : null,
            'zone' => $this->string('zone')->toString(),
            'city' => $this->string('city')->toString(),
            'address' => $this->string('address')->toString(),
            'is_default' => $this->boolean('is_default'),
        ];
    }
}
