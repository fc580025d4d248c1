<?php

declare(strict_types=1);

namespace App\Services\Content;

/**
 * The shop's legal and help pages: ordinary pages at /pagina/{slug}, edited in the back office like any other, but
 * the footer and every consent text link to them, so their slugs are fixed here and staff may neither delete them
 * nor rename their slugs. A fresh database gets their first texts from LegalPageTexts (a data migration).
 */
final class LegalPages
{
    /** Page id (used by the client's links and labels) => slug, in the footer's order. */
    public const PAGES = [
        'terms' => 'termeni-si-conditii',
        'delivery' => 'livrare',
        'payment' => 'plata',
        'warranty' => 'garantie',
        'returns' => 'returnare',
        'privacy' => 'confidentialitate',
        'cookies' => 'cookie-uri',
    ];

    /**
     * @return list<string>
     */
    public static function slugs(): array
    {
        return array_values(self::PAGES);
    }

    public static function isLegal(string $slug): bool
    {
        return in_array($slug, self::PAGES, true);
    }
}
