<?php

declare(strict_types=1);

namespace App\Infrastructure\Seo;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Support\Text;

/**
 * The schema.org `BreadcrumbList` of a page, with the shop's home first, in the request's language.
 */
final class BreadcrumbList
{
    /**
     * @param  list<array{name: string, url: string}>  $breadcrumbs  relative URLs, root first, the page last
     * @return array<string, mixed>
     */
    public static function of(array $breadcrumbs): array
    {
        $items = [['name' => Text::get('breadcrumbs.home'), 'url' => LocalizedRoutes::url('home')], ...$breadcrumbs];

        return [
            '@context' => 'https://schema.org',
            '@type' => 'BreadcrumbList',
            'itemListElement' => array_map(static fn (array $crumb, int $i): array => [
                '@type' => 'ListItem',
                'position' => $i + 1,
                'name' => $crumb['name'],
                'item' => url($crumb['url']),
            ], $items, array_keys($items)),
        ];
    }
}
