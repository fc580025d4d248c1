<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Products;

/**
 * A price as staff type it, in lei: `12499`, `12 499,90`, `12499.90`, `12.499,90` or `12,499.90`, at most two
 * decimals. Spaces (also non-breaking ones) group thousands; when a dot and a comma both appear, the last one is the
 * decimal mark; a lone mark before exactly three digits after a group of 1–3 (`12.499`) is read as a thousands mark
 * only when it repeats or the other mark follows, so `12.49` and `12,5` stay decimals.
 */
final class PriceInput
{
    /** 10 million lei: above any product the shop sells, well inside an integer column in bani. */
    public const MAX_BANI = 1_000_000_000;

    /** The amount in bani, or null when the text is not a price. */
    public static function toBani(string $typed): ?int
    {
        $text = preg_replace('/[\s\x{00A0}\x{202F}]+/u', '', trim($typed)) ?? '';
        if ($text === '') {
            return null;
        }

        if (preg_match('/^(\d+)(?:[.,](\d{1,2}))?$/', $text, $m) === 1) {
            return self::bani($m[1], $m[2] ?? '');
        }
        // Grouped thousands: one mark between groups, the other (if any) before the decimals.
        if (preg_match('/^(\d{1,3}(?:([.,])\d{3})+)(?:([.,])(\d{1,2}))?$/', $text, $m) === 1) {
            $decimalMark = $m[3] ?? '';
            if ($decimalMark === $m[2]) {
                return null;
            }

            // `12.499` alone is ambiguous, but three decimals are never a price: read as thousands.
            return self::bani(str_replace($m[2], '', $m[1]), $m[4] ?? '');
        }

        return null;
    }

    /** Bani as the form shows them again: `12499,90`, or `12499` for whole lei. */
    public static function fromBani(?int $bani): string
    {
        if ($bani === null) {
            return '';
        }
        $lei = intdiv($bani, 100);
        $rest = $bani % 100;

        return $rest === 0 ? (string) $lei : sprintf('%d,%02d', $lei, $rest);
    }

    private static function bani(string $lei, string $decimals): ?int
    {
        $lei = ltrim($lei, '0');
        if (strlen($lei) > 8) {
            return null;
        }
        $bani = (int) $lei * 100 + (int) str_pad($decimals, 2, '0');

        return $bani <= self::MAX_BANI ? $bani : null;
    }
}
