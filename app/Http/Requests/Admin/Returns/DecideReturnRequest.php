<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Returns;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * Accepting or refusing a requested return: the decision, the return's version the page showed, and the reason of a
 * refusal (the customer reads it). Who may is the route's `can:decide-returns`.
 */
final class DecideReturnRequest extends FormRequest
{
    public const NOTE_MAX = 500;

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
            'decision' => ['required', 'string', 'in:accept,refuse'],
            'version' => ['required', 'integer', 'min:0', 'max:2147483647'],
            'note' => ['nullable', 'string', 'max:'.self::NOTE_MAX, 'required_if:decision,refuse'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'decision.*' => Text::get('returns.validation.decision'),
            'version.*' => Text::get('returns.changed_meanwhile'),
            'note.required_if' => Text::get('returns.refused.note_required'),
            'note.*' => Text::get('returns.validation.note', ['max' => (string) self::NOTE_MAX]),
        ];
    }

    public function accepting(): bool
    {
        return $this->string('decision')->toString() === 'accept';
    }

    public function note(): ?string
    {
        $note = $this->validated('note');

        return is_string($note) ? $note : null;
    }
}
