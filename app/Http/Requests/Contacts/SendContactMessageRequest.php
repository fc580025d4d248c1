<?php

declare(strict_types=1);

namespace App\Http\Requests\Contacts;

use App\Support\Phone;
use App\Support\Text;
use Illuminate\Contracts\Encryption\DecryptException;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Crypt;
use Illuminate\Validation\Validator;

/**
 * The office page's contact form. Every attempt counts towards a per-address limit (the route's `throttle:contact`);
 * a hidden field (`website`) and the signed time the form was shown (`form_token`, too quick under
 * CONTACT_MIN_SECONDS for a guest only) keep scripts out without a CAPTCHA.
 */
final class SendContactMessageRequest extends FormRequest
{
    /** A form older than this must be reloaded (its token can no longer be trusted). */
    private const MAX_AGE_SECONDS = 86_400;

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        foreach (['name', 'email', 'phone', 'message'] as $field) {
            if (is_string($this->input($field))) {
                $this->merge([$field => trim($this->string($field)->toString())]);
            }
        }
        // A Moldovan number is kept the one way every phone is stored (and so shown the one way, Phone::format);
        // the office also hears from suppliers abroad, so any other number is kept as typed.
        $phone = $this->input('phone');
        if (is_string($phone) && $phone !== '' && ($stored = Phone::normalize($phone)) !== null) {
            $this->merge(['phone' => $stored]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'min:2', 'max:100'],
            'email' => ['required', 'string', 'email:rfc', 'max:190'],
            'phone' => ['nullable', 'string', 'max:32', 'regex:/^\+?[0-9 ()\-]{6,}$/'],
            'message' => ['required', 'string', 'min:10', 'max:5000'],
            'website' => ['nullable'],
            'form_token' => ['required', 'string', 'max:1000'],
        ];
    }

    /**
     * @return array<int, callable(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            // Only a form otherwise fine is timed: a shopper fixing a field is not told off for being quick.
            if ($validator->errors()->isNotEmpty()) {
                return;
            }
            $shownAt = $this->shownAt();
            $age = now()->getTimestamp() - ($shownAt ?? 0);
            if ($shownAt === null || $age > self::MAX_AGE_SECONDS) {
                $validator->errors()->add('form_token', Text::get('office.form.expired'));
            } elseif ($this->user() === null && $age < config()->integer('company.contact_min_seconds')) {
                // Only a script answers within a second; a person whose browser filled the form sends it in two. A
                // signed-in shopper has proved to be one already, and is not timed at all.
                $validator->errors()->add('form_token', Text::get('office.form.too_fast'));
            }
        }];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'name.required' => Text::get('office.form.name_required'),
            'name.min' => Text::get('office.form.name_length'),
            'name.max' => Text::get('office.form.name_length'),
            'email.required' => Text::get('office.form.email_required'),
            'email.email' => Text::get('office.form.email_invalid'),
            'email.max' => Text::get('office.form.email_invalid'),
            'phone.regex' => Text::get('office.form.phone_invalid'),
            'phone.max' => Text::get('office.form.phone_invalid'),
            'message.required' => Text::get('office.form.message_required'),
            'message.min' => Text::get('office.form.message_short'),
            'message.max' => Text::get('office.form.message_long'),
            '*.string' => Text::get('office.form.not_text'),
            'form_token.required' => Text::get('office.form.expired'),
            'form_token.max' => Text::get('office.form.expired'),
        ];
    }

    public function isHoneypotFilled(): bool
    {
        return $this->filled('website');
    }

    /**
     * @return array{name: string, email: string, phone: string|null, message: string}
     */
    public function message(): array
    {
        /** @var array{name: string, email: string, phone?: string|null, message: string} $data */
        $data = $this->validated();

        return [
            'name' => $data['name'],
            'email' => mb_strtolower($data['email']),
            'phone' => ($data['phone'] ?? '') === '' ? null : $data['phone'],
            'message' => $data['message'],
        ];
    }

    private function shownAt(): ?int
    {
        try {
            $value = Crypt::decryptString($this->string('form_token')->toString());
        } catch (DecryptException) {
            return null;
        }

        return ctype_digit($value) ? (int) $value : null;
    }
}
