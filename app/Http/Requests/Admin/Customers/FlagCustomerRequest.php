<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Customers;

use App\Enums\CustomerFlag;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A customer's flag from the fixed list (empty clears it) and the note saying why. */
final class FlagCustomerRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        foreach (['flag', 'note'] as $field) {
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
            'flag' => ['nullable', Rule::enum(CustomerFlag::class)],
            'note' => ['nullable', 'string', 'max:500'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'flag' => Text::get('admin.customers.flag.unknown'),
            'note.string' => Text::get('admin.customers.flag.note_too_long'),
            'note.max' => Text::get('admin.customers.flag.note_too_long'),
        ];
    }

    public function flag(): ?CustomerFlag
    {
        $flag = $this->validated('flag');

        return is_string($flag) ? CustomerFlag::from($flag) : null;
    }

    public function note(): ?string
    {
        $note = $this->validated('note');

        return is_string($note) ? $note : null;
    }
}
