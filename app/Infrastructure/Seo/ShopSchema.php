<?php

declare(strict_types=1);

namespace App\Infrastructure\Seo;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Store;

/**
 * The schema.org blocks that describe the shop itself, in the request's language with absolute URLs: the
 * `Organization` (contacts from config/shop.php, address from config/company.php) and the `WebSite` with its
 * search box on the home page, and an `ElectronicsStore` for each shop on the stores page.
 */
final class ShopSchema
{
    private const CONTEXT = 'https://schema.org';

    /** schema.org's day names by ISO weekday, as `hours` keys them. */
    private const DAYS = [1 => 'Monday', 2 => 'Tuesday', 3 => 'Wednesday', 4 => 'Thursday', 5 => 'Friday', 6 => 'Saturday', 7 => 'Sunday'];

    /**
     * @return array<string, mixed>
     */
    public static function organization(): array
    {
        $locale = app()->getLocale();
        $email = config()->string('shop.email');

        return [
            '@context' => self::CONTEXT,
            '@type' => 'Organization',
            '@id' => self::home().'#organization',
            'name' => config()->string('app.name'),
            'legalName' => config()->string('company.legal_name'),
            'url' => self::home(),
            'logo' => url('/favicon.svg'),
            'email' => $email,
            'telephone' => config()->array('shop.phones')[0] ?? null,
            'address' => [
                '@type' => 'PostalAddress',
                'streetAddress' => config()->string('company.address.'.$locale),
                'addressCountry' => 'MD',
            ],
            'contactPoint' => array_map(static fn (string $phone): array => [
                '@type' => 'ContactPoint',
                'telephone' => $phone,
                'email' => $email,
                'contactType' => 'customer service',
                'areaServed' => 'MD',
                'availableLanguage' => ['Romanian', 'Russian'],
            ], array_values(array_map('strval', config()->array('shop.phones')))),
        ];
    }

    /**
     * The site and its search box: `/cautare?q=…` in the request's language.
     *
     * @return array<string, mixed>
     */
    public static function webSite(): array
    {
        return [
            '@context' => self::CONTEXT,
            '@type' => 'WebSite',
            'name' => config()->string('app.name'),
            'url' => self::home(),
            'inLanguage' => app()->getLocale(),
            'publisher' => ['@id' => self::home().'#organization'],
            'potentialAction' => [
                '@type' => 'SearchAction',
                'target' => [
                    '@type' => 'EntryPoint',
                    'urlTemplate' => url(LocalizedRoutes::url('search.results')).'?q={search_term_string}',
                ],
                'query-input' => 'required name=search_term_string',
            ],
        ];
    }

    /**
     * One shop: its address, position, phone and weekly hours (closed days left out).
     *
     * @return array<string, mixed>
     */
    public static function store(Store $store): array
    {
        $page = url(LocalizedRoutes::url('stores.index'));

        return [
            '@context' => self::CONTEXT,
            '@type' => 'ElectronicsStore',
            '@id' => $page.'#'.$store->slug,
            'name' => $store->translate('name'),
            'url' => $page,
            'image' => url('/favicon.svg'),
            'telephone' => $store->phones[0] ?? null,
            'address' => [
                '@type' => 'PostalAddress',
                'streetAddress' => $store->translate('address'),
                'addressLocality' => $store->translate('city'),
                'addressCountry' => 'MD',
            ],
            'geo' => [
                '@type' => 'GeoCoordinates',
                'latitude' => (float) $store->latitude,
                'longitude' => (float) $store->longitude,
            ],
            'openingHoursSpecification' => self::openingHours($store->hours),
            'parentOrganization' => ['@type' => 'Organization', 'name' => config()->string('app.name'), 'url' => self::home()],
        ];
    }

    /**
     * Days with the same hours together: Monday–Friday 08:00–20:00 is one specification.
     *
     * @param  array<int|string, array{0: string, 1: string}|null>  $hours
     * @return list<array<string, mixed>>
     */
    public static function openingHours(array $hours): array
    {
        $groups = [];
        foreach (self::DAYS as $number => $day) {
            $span = $hours[$number] ?? $hours[(string) $number] ?? null;
            if ($span === null) {
                continue;
            }
            $key = $span[0].'-'.$span[1];
            $groups[$key] ??= ['@type' => 'OpeningHoursSpecification', 'dayOfWeek' => [], 'opens' => $span[0], 'closes' => $span[1]];
            $groups[$key]['dayOfWeek'][] = 'https://schema.org/'.$day;
        }

        return array_values($groups);
    }

    private static function home(): string
    {
        return url(LocalizedRoutes::url('home'));
    }
}
