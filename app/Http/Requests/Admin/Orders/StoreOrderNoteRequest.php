<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** A staff note on an order. */
final class StoreOrderNoteRequest extends FormRequest
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
            'body.required' => Text::get('admin.orders.notes.required'),
            'body.max' => Text::get('admin.orders.notes.too_long'),
        ];
    }
}
