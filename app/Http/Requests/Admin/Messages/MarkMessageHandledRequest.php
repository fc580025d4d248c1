<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Messages;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** Marks a contact message handled (`handled` true) or opens it again (false). */
final class MarkMessageHandledRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['handled' => ['required', 'boolean']];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'handled.required' => Text::get('admin.messages.handled_invalid'),
            'handled.boolean' => Text::get('admin.messages.handled_invalid'),
        ];
    }
}
