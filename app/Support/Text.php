<?php

declare(strict_types=1);

namespace App\Support;

/**
 * A translated line as a string (Laravel's __() may return an array for a group key).
 */
final class Text
{
    /**
     * @param  array<string, string|int|float>  $replace
     */
    public static function get(string $key, array $replace = [], ?string $locale = null): string
    {
        $line = __($key, $replace, $locale);

        return is_string($line) ? $line : $key;
    }
}
