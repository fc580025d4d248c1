<?php

declare(strict_types=1);

// Search engines: the sitemap's files and size, and the pages they should not index (docs/decisions.md, 2026-11-26).
return [
    'sitemap' => [
        // `php artisan sitemap:generate` keeps its files on the `sitemap` disk of config/filesystems.php (outside
        // public/; SITEMAP_DIRECTORY on a local disk), which every app server shares. The routes /sitemap.xml and
        // /sitemaps/{file}.xml read it.
        // URLs per file; the protocol allows at most 50 000 (and 50 MB, far above what 50 000 of ours take).
        'chunk_size' => (int) env('SITEMAP_CHUNK_SIZE', 50000),
    ],

    // Pages that search engines should neither index nor list, by route name (`*` as a wildcard; the Russian `ru.`
    // names match too): they get `<meta name="robots" content="noindex, follow">` and an `X-Robots-Tag` header.
    // Listings with more than one filter value are added by App\Http\Controllers\Listing\ListingPage.
    'noindex_routes' => [
        'cart.*', 'checkout.*', 'orders.*', 'account.*', 'settings.*', 'search.*', 'favourites.*', 'compare.*',
        'login', 'login.*', 'two-factor.*', 'register', 'register.*', 'password.*', 'verification.*', 'logout',
        'newsletter.*',
    ],
];
