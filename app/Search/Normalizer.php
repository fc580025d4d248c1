<?php

declare(strict_types=1);

namespace App\Search;

/**
 * Turns product texts and queries into the same search tokens: lower case, Romanian diacritics folded (both the
 * comma-below and the older cedilla forms), ё read as е, Cyrillic transliterated to Latin, digits split from letters.
 * Indexing and querying through the same function is what makes "Televizoare", "televizoare" and "телевизоры" meet.
 */
final class Normalizer
{
    private const FOLD = [
        'ă' => 'a', 'â' => 'a', 'á' => 'a', 'à' => 'a', 'ä' => 'a', 'ã' => 'a', 'å' => 'a',
        'î' => 'i', 'í' => 'i', 'ì' => 'i', 'ï' => 'i',
        'ș' => 's', 'ş' => 's', 'ś' => 's', 'š' => 's',
        'ț' => 't', 'ţ' => 't',
        'é' => 'e', 'è' => 'e', 'ê' => 'e', 'ë' => 'e',
        'ó' => 'o', 'ò' => 'o', 'ô' => 'o', 'ö' => 'o', 'õ' => 'o',
        'ú' => 'u', 'ù' => 'u', 'û' => 'u', 'ü' => 'u',
        'ç' => 'c', 'č' => 'c', 'ñ' => 'n', 'ž' => 'z', 'ý' => 'y',
        'ё' => 'е',
    ];

    /**
     * Lower case with diacritics folded; Cyrillic stays Cyrillic.
     */
    public static function fold(string $text): string
    {
        return strtr(mb_strtolower($text, 'UTF-8'), self::FOLD);
    }

    /**
     * The search tokens of a text, in order, duplicates kept: only [a-z0-9], digits and letters apart.
     *
     * @return list<string>
     */
    public static function tokens(string $text): array
    {
        $latin = Transliterator::toLatin(self::fold($text));
        // "De'Longhi" is one word; every other non-alphanumeric character separates words.
        $latin = str_replace(["'", '’', '`'], '', $latin);
        $latin = (string) preg_replace('/[^a-z0-9]+/', ' ', $latin);
        $latin = (string) preg_replace('/(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/', ' ', $latin);

        return array_values(array_filter(explode(' ', $latin), static fn (string $token): bool => $token !== ''));
    }

    /**
     * The distinct tokens of several texts.
     *
     * @param  iterable<string>  $texts
     * @return list<string>
     */
    public static function uniqueTokens(iterable $texts): array
    {
        $tokens = [];
        foreach ($texts as $text) {
            foreach (self::tokens($text) as $token) {
                $tokens[$token] = true;
            }
        }

        return array_map(strval(...), array_keys($tokens));
    }

    public static function isWord(string $token): bool
    {
        return preg_match('/^[a-z]+$/', $token) === 1;
    }
}
