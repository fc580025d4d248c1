<?php

declare(strict_types=1);

namespace App\Services\Payments\Maib;

/** maib's APIs count lei with two decimals; the shop counts bani. */
final class Amounts
{
    public static function toLei(int $bani): float
    {
        return round($bani / 100, 2);
    }

    /** Bani from an amount a provider sent, null when it is no amount (a string of words, an array, a huge number). */
    public static function toBani(mixed $lei): ?int
    {
        if (is_string($lei) && is_numeric($lei)) {
            $lei = (float) $lei;
        }
        if (! is_int($lei) && ! is_float($lei)) {
            return null;
        }
        if (! is_finite((float) $lei) || $lei < 0 || $lei > 1_000_000_000) {
            return null;
        }

        return (int) round($lei * 100);
    }

    public static function text(mixed $value, int $max = 190): ?string
    {
        if (! is_string($value) && ! is_int($value) && ! is_float($value)) {
            return null;
        }
        $text = mb_substr((string) $value, 0, $max);

        return $text === '' || ! mb_check_encoding($text, 'UTF-8') ? null : $text;
    }
}
