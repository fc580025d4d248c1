<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\CreditRequests;

use App\Enums\CreditRequestStatus;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A credit request's next status and the staff member's note on it (what the partner said, why it was refused). */
final class UpdateCreditRequestStatusRequest extends FormRequest
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
            'status' => ['required', 'string', Rule::enum(CreditRequestStatus::class)],
            'note' => ['nullable', 'string', 'max:1000'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'status.required' => Text::get('admin.credit_requests.status_invalid'),
            'status.string' => Text::get('admin.credit_requests.status_invalid'),
            'status.enum' => Text::get('admin.credit_requests.status_invalid'),
            'note.string' => Text::get('admin.credit_requests.note_too_long'),
            'note.max' => Text::get('admin.credit_requests.note_too_long'),
        ];
    }

    public function status(): CreditRequestStatus
    {
        return CreditRequestStatus::from($this->string('status')->toString());
    }

    public function note(): ?string
    {
        $note = $this->input('note');

        return is_string($note) ? $note : null;
    }
}
