<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Reviews;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** The shop's answer under a review: 2 to 2000 characters, shown on the product page. */
final class ReplyToReviewRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('reply'))) {
            $this->merge(['reply' => trim($this->string('reply')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['reply' => ['bail', 'required', 'string', 'min:2', 'max:2000']];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $required = Text::get('admin.reviews.reply.required');

        return [
            'reply.required' => $required, 'reply.string' => $required, 'reply.min' => $required,
            'reply.max' => Text::get('admin.reviews.reply.too_long'),
        ];
    }
}
