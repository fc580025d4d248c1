<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

/**
 * A price typed in lei as people and spreadsheets write it, to integer bani: `12 499,90`, `12499.9`, `12499`.
 * Spaces (also the no-break spaces spreadsheets group thousands with) are ignored; one decimal comma or point with
 * at most two digits after it. Anything else (letters, a minus, two separators) is no price.
 */
final class PriceParser
{
    /** @return int|null bani, or null when the text is no price */
    public static function bani(string $text): ?int
    {
        $compact = str_replace([' ', "\u{A0}", "\u{202F}", "\t"], '', $text);
        if (preg_match('/^(\d{1,12})(?:[.,](\d{1,2}))?$/', $compact, $parts) !== 1) {
            return null;
        }

        return (int) $parts[1] * 100 + (int) str_pad($parts[2] ?? '', 2, '0');
    }

    /** Bani as the export writes them: lei with a decimal comma and no grouping (`12499,90`), which imports back. */
    public static function lei(int $bani): string
    {
        return intdiv($bani, 100).','.str_pad((string) ($bani % 100), 2, '0', STR_PAD_LEFT);
    }
}
