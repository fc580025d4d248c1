<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Reviews;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** Rejecting a review: the reason its author reads, 5 to 1000 characters. */
final class RejectReviewRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('reason'))) {
            $this->merge(['reason' => trim($this->string('reason')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['reason' => ['bail', 'required', 'string', 'min:5', 'max:1000']];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $required = Text::get('admin.reviews.reject.reason_required');

        return [
            'reason.required' => $required, 'reason.string' => $required, 'reason.min' => $required,
            'reason.max' => Text::get('admin.reviews.reject.reason_too_long'),
        ];
    }
}
