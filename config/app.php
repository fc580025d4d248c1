<?php

declare(strict_types=1);

// Only what differs from the framework's defaults (vendor/laravel/framework/config/app.php).
return [
    'name' => env('APP_NAME', 'Electro Shop'),

    'locale' => 'ro',

    'fallback_locale' => 'ro',

    'faker_locale' => 'ro_RO',

    // The first locale is the default and has no URL prefix; every other one lives under /{locale}/.
    'locales' => ['ro', 'ru'],

    // Shown opening hours and "open now" are in the shop's own time zone; storage stays in UTC.
    'shop_timezone' => env('SHOP_TIMEZONE', 'Europe/Chisinau'),

    // Routes and pages that only the browser tests of the Inertia protocol use (routes/e2e.php); never in production.
    'e2e_fixtures' => (bool) env('E2E_FIXTURES', false),

    // The benchmarks' "framework floor" route (routes/bench.php): a constant answer with no middleware group.
    'bench_routes' => (bool) env('BENCH_ROUTES', false),
];
