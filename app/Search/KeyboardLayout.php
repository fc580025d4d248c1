<?php

declare(strict_types=1);

namespace App\Search;

/**
 * A query typed with the wrong keyboard layout active (Latin QWERTY ↔ Russian ЙЦУКЕН on the same keys):
 * `ntktdbpjh` is `телевизор`, `ыфьыгтп` is `samsung`.
 */
final class KeyboardLayout
{
    private const LATIN_TO_CYRILLIC = [
        'q' => 'й', 'w' => 'ц', 'e' => 'у', 'r' => 'к', 't' => 'е', 'y' => 'н', 'u' => 'г', 'i' => 'ш', 'o' => 'щ',
        'p' => 'з', '[' => 'х', ']' => 'ъ', 'a' => 'ф', 's' => 'ы', 'd' => 'в', 'f' => 'а', 'g' => 'п', 'h' => 'р',
        'j' => 'о', 'k' => 'л', 'l' => 'д', ';' => 'ж', "'" => 'э', 'z' => 'я', 'x' => 'ч', 'c' => 'с', 'v' => 'м',
        'b' => 'и', 'n' => 'т', 'm' => 'ь', ',' => 'б', '.' => 'ю', '`' => 'ё',
    ];

    /**
     * The same keys read in the other layout: Cyrillic text as Latin, anything else as Cyrillic.
     */
    public static function switch(string $text): string
    {
        $text = mb_strtolower($text, 'UTF-8');

        return preg_match('/\p{Cyrillic}/u', $text) === 1 ? self::toLatin($text) : self::toCyrillic($text);
    }

    public static function toCyrillic(string $text): string
    {
        return strtr($text, self::LATIN_TO_CYRILLIC);
    }

    public static function toLatin(string $text): string
    {
        return strtr($text, array_flip(self::LATIN_TO_CYRILLIC));
    }
}
