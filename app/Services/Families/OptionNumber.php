<?php

declare(strict_types=1);

namespace App\Services\Families;

use App\Queries\Products\ProductSpecs;

/**
 * A family option's value when its attribute is a number (a TV's diagonal, a charger's power): typed with a point or
 * a comma, kept as its plain form (`55`, `6.1`) so 55, 55.0 and 55,00 are the same value, stored in
 * `product_attribute_values.number_value` (two decimals) and written in a variant's name as the shop shows it
 * (`55"`, `65 W`, `65 Вт`).
 */
final class OptionNumber
{
    /** The largest value an option can have: what the column holds is far more than any diagonal, power or size. */
    public const MAX = 100000;

    /** The plain form of a number typed by staff, or null when it is not a number above 0 with at most two decimals. */
    public static function parse(mixed $typed): ?string
    {
        if (is_int($typed) || is_float($typed)) {
            $typed = (string) $typed;
        }
        if (! is_string($typed)) {
            return null;
        }
        $typed = str_replace(',', '.', trim($typed));
        if (preg_match('/^\d{1,6}(\.\d{1,2})?$/', $typed) !== 1) {
            return null;
        }
        $plain = self::plain($typed);

        return (float) $plain > 0 && (float) $plain <= self::MAX ? $plain : null;
    }

    /** "55.00" → "55", "6.50" → "6.5", "007" → "7": one number written one way. */
    public static function plain(string $number): string
    {
        $number = str_contains($number, '.') ? rtrim(rtrim($number, '0'), '.') : $number;
        $number = ltrim($number, '0');

        return $number === '' || str_starts_with($number, '.') ? '0'.$number : $number;
    }

    /** The value as a variant's name says it: the shop's way of writing it, with a plain space before the unit. */
    public static function label(string $number, ?string $unit, string $locale): string
    {
        return str_replace("\u{00A0}", ' ', ProductSpecs::withUnit(ProductSpecs::number($number), $unit, $locale));
    }
}
