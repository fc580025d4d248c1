<?php

declare(strict_types=1);

namespace App\Rules;

use App\Support\Phone;
use App\Support\Text;
use Closure;
use Illuminate\Contracts\Validation\ValidationRule;

/**
 * A phone number in its stored form (Phone::prepare() runs before validation). A required one is also checked when
 * the field is missing or empty, so that the visitor reads the accepted forms rather than "the field is required".
 */
final class PhoneNumber implements ValidationRule
{
    /** Read by the validator: an implicit rule runs on missing and empty values too. */
    public bool $implicit;

    public function __construct(bool $required = false)
    {
        $this->implicit = $required;
    }

    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        if (! is_string($value) || preg_match(Phone::PATTERN, $value) !== 1) {
            $fail(Text::get('forms.phone_invalid'));
        }
    }
}
