<?php

declare(strict_types=1);

namespace App\Search;

/**
 * Russian → Latin the way shoppers type it on a Latin keyboard (холодильник → holodilnik, щ → sch, ы → y).
 * Both the index and the queries go through it, so a Latin query finds Cyrillic names and the other way round.
 */
final class Transliterator
{
    private const CYRILLIC_TO_LATIN = [
        'а' => 'a', 'б' => 'b', 'в' => 'v', 'г' => 'g', 'д' => 'd', 'е' => 'e', 'ё' => 'e', 'ж' => 'zh',
        'з' => 'z', 'и' => 'i', 'й' => 'i', 'к' => 'k', 'л' => 'l', 'м' => 'm', 'н' => 'n', 'о' => 'o',
        'п' => 'p', 'р' => 'r', 'с' => 's', 'т' => 't', 'у' => 'u', 'ф' => 'f', 'х' => 'h', 'ц' => 'ts',
        'ч' => 'ch', 'ш' => 'sh', 'щ' => 'sch', 'ъ' => '', 'ы' => 'y', 'ь' => '', 'э' => 'e', 'ю' => 'yu',
        'я' => 'ya',
    ];

    /**
     * Lower-case Cyrillic letters in Latin; everything else unchanged.
     */
    public static function toLatin(string $text): string
    {
        return strtr($text, self::CYRILLIC_TO_LATIN);
    }
}
