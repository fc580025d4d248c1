<?php

declare(strict_types=1);

/*
 * The page cache of anonymous shoppers' public pages (docs/decisions.md, "Pages for anonymous shoppers"): the
 * headers a shared cache (nginx) reads, and the application's own cache of those answers for when nothing sits in
 * front of PHP (`composer start`).
 */
return [
    // The application's own cache of public pages. Off in the test suite (phpunit.xml) unless a test turns it on.
    'enabled' => (bool) env('PAGE_CACHE_ENABLED', true),
    // Page parts kept under the page version for everyone, signed-in shoppers and staff too (PageFragments: a
    // listing's cards and facet counts, a search's results, a product's similar products). Off: every part is worked
    // out at every request, as on a page's first view after a change (the benchmarks' "page parts off" figures).
    'fragments' => (bool) env('PAGE_FRAGMENTS_ENABLED', true),
    // A cache store of config/cache.php; null: the application's default store.
    'store' => env('PAGE_CACHE_STORE'),
    // Where the application keeps the pages themselves: a store of config/cache.php. Unset: `pages`, an SQLite file
    // of each app server's own with a ceiling (PAGE_CACHE_MAX_MB, PAGE_CACHE_PATH), or Redis where the cache is Redis
    // (its maxmemory and an allkeys-lru or volatile-lru policy are the ceiling there). The version and the pages'
    // stamps stay in `store` above, shared by every app server.
    'pages_store' => env('PAGE_CACHE_PAGES_STORE'),
    // Seconds a shared cache may serve a page without asking (s-maxage), and the application keeps an answer.
    'ttl' => (int) env('PAGE_CACHE_TTL', 60),
    // Seconds past that a shared cache may still serve the old page while it fetches a new one.
    'stale' => (int) env('PAGE_CACHE_STALE', 30),
    // Seconds past the TTL the application keeps a server-rendered page to serve it while the SSR server cannot
    // render (busy or down): the last good copy, as long as nothing it shows has changed since.
    'ssr_stale' => (int) env('PAGE_CACHE_SSR_STALE', 3600),
    // Seconds a page rendered without the SSR server (it was busy or down) is kept, by the application and by
    // nginx: short, so the server-rendered page is back soon after the SSR server is.
    'without_ssr_ttl' => (int) env('PAGE_CACHE_WITHOUT_SSR_TTL', 10),
    // The caching proxy's purge addresses (comma-separated; nginx's purge server of deploy/, e.g.
    // http://127.0.0.1:8080/_shop/purge-pages): each gets a PURGE when the version changes. Empty: no proxy to tell.
    'purge_urls' => array_values(array_filter(array_map('trim', explode(',', (string) env('PAGE_CACHE_PURGE_URLS', ''))), static fn (string $url): bool => $url !== '')),
];
