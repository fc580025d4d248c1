<?php

declare(strict_types=1);

namespace App\Http\Requests\Newsletter;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** The newsletter box (side menu and footer): one e-mail address (tries per visitor: `throttle:newsletter`). */
final class SubscribeToNewsletterRequest extends FormRequest
{
    /** The box's own error bag, so its message stays in the box and not in another form on the page. */
    protected $errorBag = 'newsletter';

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('email'))) {
            $this->merge(['email' => trim($this->string('email')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['email' => ['required', 'string', 'max:190', 'email:rfc']];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'email.required' => Text::get('newsletter.email_required'),
            'email.string' => Text::get('newsletter.email_invalid'),
            'email.max' => Text::get('newsletter.email_invalid'),
            'email.email' => Text::get('newsletter.email_invalid'),
        ];
    }

    public function email(): string
    {
        return $this->string('email')->toString();
    }
}
