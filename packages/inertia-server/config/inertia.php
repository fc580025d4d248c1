<?php

declare(strict_types=1);

return [
    // The Blade view rendered on a first visit; it must use @inertiaHead and @inertia.
    'root_view' => 'app',

    'ssr' => [
        'enabled' => (bool) env('INERTIA_SSR_ENABLED', false),
        'url' => env('INERTIA_SSR_URL', 'http://127.0.0.1:13714'),
        // Seconds to wait for the SSR server before rendering on the client instead.
        'timeout' => 1.5,
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
