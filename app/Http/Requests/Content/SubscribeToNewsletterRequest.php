<?php

declare(strict_types=1);

namespace App\Http\Requests\Content;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Validation\ValidationException;

/** The newsletter box (side menu and footer): one e-mail address, a few tries per visitor address. */
final class SubscribeToNewsletterRequest extends FormRequest
{
    public const MAX_ATTEMPTS = 5;

    public const DECAY_SECONDS = 600;

    /** The box's own error bag, so its message stays in the box and not in another form on the page. */
    protected $errorBag = 'newsletter';

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        $key = 'newsletter:'.$this->ip();
        if (RateLimiter::tooManyAttempts($key, self::MAX_ATTEMPTS)) {
            $minutes = max(1, (int) ceil(RateLimiter::availableIn($key) / 60));

            throw ValidationException::withMessages(['email' => Text::get('newsletter.throttled', ['minutes' => $minutes])])
                ->errorBag($this->errorBag)->status(429);
        }
        RateLimiter::hit($key, self::DECAY_SECONDS);

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
