<?php

declare(strict_types=1);

namespace App\Support\Documents;

use InvalidArgumentException;

/**
 * An amount of money in words, as an invoice writes its total: the lei in words, the bani in two digits.
 *
 * Romanian: "o mie două sute treizeci și patru de lei 50 bani". The units agree with the noun's gender (leu is
 * masculine: "un leu", "doi lei", "douăzeci și unu de lei"; mie is feminine: "o mie", "două mii", "douăzeci și una de
 * mii"), and a number whose last two digits are 00 or 20–99 takes "de" before its noun ("douăzeci de lei", "o sută de
 * lei", "o sută unu lei", "nouăsprezece lei", "treizeci de mii").
 *
 * Russian: "одна тысяча двести тридцать четыре лея 50 бань". The noun follows the last one or two digits (1 лей,
 * 2–4 лея, 0 and 5–20 леев; 11–14 always леев), тысяча is feminine ("одна", "две") and миллион masculine.
 */
final class AmountInWords
{
    private const RO_UNITS_M = ['', 'unu', 'doi', 'trei', 'patru', 'cinci', 'șase', 'șapte', 'opt', 'nouă'];

    private const RO_UNITS_F = ['', 'una', 'două', 'trei', 'patru', 'cinci', 'șase', 'șapte', 'opt', 'nouă'];

    private const RO_TEENS = ['zece', 'unsprezece', 'doisprezece', 'treisprezece', 'paisprezece', 'cincisprezece', 'șaisprezece', 'șaptesprezece', 'optsprezece', 'nouăsprezece'];

    private const RO_TENS = ['', '', 'douăzeci', 'treizeci', 'patruzeci', 'cincizeci', 'șaizeci', 'șaptezeci', 'optzeci', 'nouăzeci'];

    private const RU_UNITS_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];

    private const RU_UNITS_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];

    private const RU_TEENS = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];

    private const RU_TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];

    private const RU_HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

    /** The largest amount written: just under a thousand billion lei. */
    private const MAX = 999_999_999_999;

    /** An amount in bani as the invoice's words: the lei in words, then the bani in two digits. */
    public static function money(int $bani, string $locale): string
    {
        if ($bani < 0) {
            throw new InvalidArgumentException('An amount in words cannot be negative');
        }
        $lei = intdiv($bani, 100);
        $cents = str_pad((string) ($bani % 100), 2, '0', STR_PAD_LEFT);

        if ($locale === 'ru') {
            return self::russian($lei, false).' '.self::russianNoun($lei, ['лей', 'лея', 'леев']).' '.$cents.' '.self::russianNoun($bani % 100, ['бан', 'бана', 'бань']);
        }

        return self::romanianCounted($lei, false, ['leu', 'lei']).' '.$cents.' bani';
    }

    /**
     * A Romanian number with its noun: "un leu", "doi lei", "douăzeci de lei", "o mie de lei", "zero lei".
     *
     * @param  array{0: string, 1: string}  $noun  singular, plural
     */
    public static function romanianCounted(int $number, bool $feminine, array $noun): string
    {
        if ($number === 1) {
            return ($feminine ? 'o ' : 'un ').$noun[0];
        }

        return self::romanian($number, $feminine).(self::romanianTakesDe($number) ? ' de ' : ' ').$noun[1];
    }

    /** Whether a Romanian number takes "de" before its noun: its last two digits are 00 or 20–99 (0 itself does not). */
    public static function romanianTakesDe(int $number): bool
    {
        $lastTwo = $number % 100;

        return $number > 0 && ($lastTwo === 0 || $lastTwo >= 20);
    }

    /** A whole number in Romanian words, in the masculine ("unu", "doi") or feminine ("una", "două") form. */
    public static function romanian(int $number, bool $feminine = false): string
    {
        self::check($number);
        if ($number === 0) {
            return 'zero';
        }

        $parts = [];
        foreach ([[1_000_000_000, 'un miliard', 'miliarde'], [1_000_000, 'un milion', 'milioane'], [1_000, 'o mie', 'mii']] as [$size, $one, $many]) {
            $count = intdiv($number, $size);
            $number %= $size;
            if ($count === 0) {
                continue;
            }
            // "două mii", "douăzeci și una de mii", "două milioane", "douăzeci și două de milioane" (milion is neuter:
            // feminine forms in the plural), "un milion", "o mie".
            $parts[] = $count === 1 ? $one : self::romanianBelowThousand($count, true).(self::romanianTakesDe($count) ? ' de ' : ' ').$many;
        }
        if ($number > 0) {
            $parts[] = self::romanianBelowThousand($number, $feminine);
        }

        return implode(' ', $parts);
    }

    private static function romanianBelowThousand(int $number, bool $feminine): string
    {
        $parts = [];
        $hundreds = intdiv($number, 100);
        $rest = $number % 100;
        if ($hundreds === 1) {
            $parts[] = 'o sută';
        } elseif ($hundreds > 1) {
            $parts[] = self::RO_UNITS_F[$hundreds].' sute';
        }
        if ($rest > 0) {
            $units = $feminine ? self::RO_UNITS_F : self::RO_UNITS_M;
            if ($rest < 10) {
                $parts[] = $units[$rest];
            } elseif ($rest < 20) {
                $parts[] = $rest === 12 && $feminine ? 'douăsprezece' : self::RO_TEENS[$rest - 10];
            } else {
                $tens = self::RO_TENS[intdiv($rest, 10)];
                $parts[] = $rest % 10 === 0 ? $tens : $tens.' și '.$units[$rest % 10];
            }
        }

        return implode(' ', $parts);
    }

    /** A whole number in Russian words, masculine ("один", "два") or feminine ("одна", "две"). */
    public static function russian(int $number, bool $feminine = false): string
    {
        self::check($number);
        if ($number === 0) {
            return 'ноль';
        }

        $parts = [];
        foreach ([[1_000_000_000, ['миллиард', 'миллиарда', 'миллиардов'], false], [1_000_000, ['миллион', 'миллиона', 'миллионов'], false], [1_000, ['тысяча', 'тысячи', 'тысяч'], true]] as [$size, $forms, $formFeminine]) {
            $count = intdiv($number, $size);
            $number %= $size;
            if ($count > 0) {
                $parts[] = self::russianBelowThousand($count, $formFeminine).' '.self::russianNoun($count, $forms);
            }
        }
        if ($number > 0) {
            $parts[] = self::russianBelowThousand($number, $feminine);
        }

        return implode(' ', $parts);
    }

    /**
     * The Russian noun's form for a count: one (1, 21, 101), few (2–4, 22–24) or many (0, 5–20, 11–14, 25–30).
     *
     * @param  array{0: string, 1: string, 2: string}  $forms
     */
    public static function russianNoun(int $count, array $forms): string
    {
        $lastTwo = $count % 100;
        $last = $count % 10;

        return match (true) {
            $lastTwo >= 11 && $lastTwo <= 14 => $forms[2],
            $last === 1 => $forms[0],
            $last >= 2 && $last <= 4 => $forms[1],
            default => $forms[2],
        };
    }

    private static function russianBelowThousand(int $number, bool $feminine): string
    {
        $parts = [];
        $hundreds = intdiv($number, 100);
        $rest = $number % 100;
        if ($hundreds > 0) {
            $parts[] = self::RU_HUNDREDS[$hundreds];
        }
        if ($rest >= 10 && $rest < 20) {
            $parts[] = self::RU_TEENS[$rest - 10];
        } else {
            if ($rest >= 20) {
                $parts[] = self::RU_TENS[intdiv($rest, 10)];
            }
            if ($rest % 10 > 0) {
                $parts[] = ($feminine ? self::RU_UNITS_F : self::RU_UNITS_M)[$rest % 10];
            }
        }

        return implode(' ', $parts);
    }

    private static function check(int $number): void
    {
        if ($number < 0 || $number > self::MAX) {
            throw new InvalidArgumentException("No words for $number");
        }
    }
}
