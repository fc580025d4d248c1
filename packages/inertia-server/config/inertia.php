<?php

declare(strict_types=1);

return [
    // The Blade view rendered on a first visit; it must use @inertiaHead and @inertia.
    'root_view' => 'app',

    'ssr' => [
        'enabled' => (bool) env('INERTIA_SSR_ENABLED', false),
        'url' => env('INERTIA_SSR_URL', 'http://127.0.0.1:13714'),
        // Seconds to wait for the SSR server before rendering on the client instead.
        'timeout' => (float) env('INERTIA_SSR_TIMEOUT', 1.5),
        // After the SSR server failed (down, too slow, garbage), pages skip it for this many seconds, in every PHP
        // worker: a hung server must not add its timeout to each request. One log line when it goes, one when it is back.
        'retry_after' => (int) env('INERTIA_SSR_RETRY_AFTER', 30),
        // The cache store holding that state (shared by all workers); null = the default store.
        'cache_store' => env('INERTIA_SSR_CACHE_STORE'),
    ],

    'history' => [
        'encrypt' => (bool) env('INERTIA_ENCRYPT_HISTORY', false),
    ],

    'testing' => [
        'ensure_pages_exist' => true,
        'page_paths' => [resource_path('js/pages')],
        'page_extensions' => ['tsx', 'ts', 'jsx', 'js'],
    ],
];
