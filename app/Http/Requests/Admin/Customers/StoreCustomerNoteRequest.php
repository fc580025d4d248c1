<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Customers;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** A staff note on a customer. */
final class StoreCustomerNoteRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('body'))) {
            $this->merge(['body' => trim($this->string('body')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['body' => ['required', 'string', 'max:2000']];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'body.required' => Text::get('admin.customers.notes.required'),
            'body.string' => Text::get('admin.customers.notes.required'),
            'body.max' => Text::get('admin.customers.notes.too_long'),
        ];
    }
}
