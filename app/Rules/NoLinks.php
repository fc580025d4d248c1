<?php

declare(strict_types=1);

namespace App\Rules;

use App\Support\Text;
use Closure;
use Illuminate\Contracts\Validation\ValidationRule;

/**
 * Refuses a text with a link in it: an address (`http://`, `https://`), `www.`, or a domain name of a common ending
 * (`shop-ieftin.md`, `example.com/x`), however it is capitalised. Reviews and their pros and cons are read by every
 * shopper and by search engines; a link in them is almost always spam. A full stop without a space between two words
 * ("bun.Recomand") is not a domain: only the endings below count.
 */
final class NoLinks implements ValidationRule
{
    private const ENDINGS = 'com|net|org|info|biz|md|ro|ru|ua|by|kz|eu|de|uk|us|io|co|me|xyz|shop|store|online|site|top|club|link|ly|gl|to|cc|tk|app|dev|pro|live|click|space|website';

    public const PATTERN = '~(?:https?:|www\.|(?<![\p{L}\d@-])[\p{L}\d][\p{L}\d-]*\.(?:'.self::ENDINGS.')(?![\p{L}\d]))~iu';

    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        if (is_string($value) && preg_match(self::PATTERN, $value) === 1) {
            $fail(Text::get('reviews.form.no_links'));
        }
    }
}
