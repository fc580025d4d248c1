<?php

declare(strict_types=1);

// Only what differs from the framework's defaults (its config/cache.php is merged under this one).
return [
    // Where rate-limit counters live. `rate_limits` is our table store (RateLimitStore), safe with many PHP workers
    // on one SQLite file; with several app servers and Redis, set CACHE_LIMITER=redis.
    'limiter' => env('CACHE_LIMITER', 'rate_limits'),

    // Where an app server keeps its own copy of the versioned catalogue answers and page parts
    // (App\Infrastructure\Cache\ServerMemory): `apc` (Debian's php8.2-apcu; used only where APCu is on), or empty for none.
    // A copy is kept for server_memory_seconds at most.
    'server_memory' => env('CACHE_SERVER_MEMORY', 'apc'),
    'server_memory_seconds' => (int) env('CACHE_SERVER_MEMORY_SECONDS', 60),

    'stores' => [
        'apc' => [
            'driver' => 'apc',
        ],

        'rate_limits' => [
            'driver' => 'rate-limits',
            'connection' => env('RATE_LIMIT_DB_CONNECTION'),
            'table' => 'rate_limits',
            // Chances in a hundred that a hit also deletes the counters whose window has ended.
            'lottery' => [2, 100],
        ],

        // The page cache's kept pages (App\Infrastructure\PageCache\BoundedPageStore): an SQLite file of each app server's
        // own, never the shop's database, at most PAGE_CACHE_MAX_MB megabytes (config/page_cache.php picks the store).
        'pages' => [
            'driver' => 'bounded-pages',
            'path' => env('PAGE_CACHE_PATH', storage_path('framework/cache/pages.sqlite')),
            'max_bytes' => (int) env('PAGE_CACHE_MAX_MB', 256) * 1024 * 1024,
        ],
    ],
];
