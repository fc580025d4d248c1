<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Returns;

use App\Enums\WarrantyClaimStatus;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A warranty claim moved on: the new status, the claim's version the page showed and a note (required for a
 * refusal; the customer reads it). Who may is the route's `can:receive-returns`.
 */
final class MoveClaimRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('note'))) {
            $note = trim($this->string('note')->toString());
            $this->merge(['note' => $note === '' ? null : $note]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'status' => ['required', 'string', Rule::enum(WarrantyClaimStatus::class)],
            'version' => ['required', 'integer', 'min:0', 'max:2147483647'],
            'note' => ['nullable', 'string', 'max:500'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'status.*' => Text::get('claims.refused.move'),
            'version.*' => Text::get('returns.changed_meanwhile'),
            'note.*' => Text::get('returns.validation.note', ['max' => '500']),
        ];
    }

    public function to(): WarrantyClaimStatus
    {
        return WarrantyClaimStatus::from($this->string('status')->toString());
    }

    public function note(): ?string
    {
        $note = $this->validated('note');

        return is_string($note) ? $note : null;
    }
}
