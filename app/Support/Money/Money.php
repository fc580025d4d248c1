<?php

declare(strict_types=1);

namespace App\Support\Money;

/**
 * Amounts are integer bani (1 leu = 100 bani). Shops here show whole lei with a non-breaking space between
 * thousands: "12 999 lei" / "12 999 лей" (market.md; Intl's ro-MD would print "12.999").
 */
final class Money
{
    private const NBSP = "\u{00A0}";

    public static function format(int $bani, string $locale): string
    {
        return self::number(self::toLei($bani)).self::NBSP.self::currency($locale);
    }

    /** Whole lei, half a leu and more rounding up. */
    public static function toLei(int $bani): int
    {
        return intdiv($bani + 50, 100);
    }

    public static function number(int $lei): string
    {
        return number_format($lei, 0, '', self::NBSP);
    }

    public static function currency(string $locale): string
    {
        return $locale === 'ru' ? 'лей' : 'lei';
    }
}
