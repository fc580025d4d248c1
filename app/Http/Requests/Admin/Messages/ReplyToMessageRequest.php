<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Messages;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** A reply to a contact message: its subject and text, sent by e-mail. */
final class ReplyToMessageRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        foreach (['subject', 'body'] as $key) {
            if (is_string($this->input($key))) {
                $this->merge([$key => trim($this->string($key)->toString())]);
            }
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'subject' => ['required', 'string', 'max:190'],
            'body' => ['required', 'string', 'max:5000'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'subject.required' => Text::get('admin.messages.reply.subject_required'),
            'subject.string' => Text::get('admin.messages.reply.subject_required'),
            'subject.max' => Text::get('admin.messages.reply.subject_too_long'),
            'body.required' => Text::get('admin.messages.reply.body_required'),
            'body.string' => Text::get('admin.messages.reply.body_required'),
            'body.max' => Text::get('admin.messages.reply.body_too_long'),
        ];
    }
}
