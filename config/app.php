<?php

declare(strict_types=1);

use Illuminate\Support\Env;

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

    // Where `php artisan optimize` writes the JSON translations as PHP (App\Infrastructure\Locale\CompiledTranslations);
    // empty: bootstrap/cache/translations.php, beside the other caches it writes.
    'translations_cache' => env('APP_TRANSLATIONS_CACHE'),
    // And the front-end build's manifest (App\Infrastructure\Frontend\CompiledViteManifest); empty: bootstrap/cache/vite-manifest.php.
    'vite_manifest_cache' => env('APP_VITE_MANIFEST_CACHE'),
    // The folder under public/ the front-end build is read from (App\Infrastructure\Frontend\FrontendBuild): `build`, as
    // `npm run build` writes it; the browser tests serve their own build, with its test-only pages, from `build-e2e`.
    'asset_build_directory' => env('ASSET_BUILD_DIRECTORY', 'build'),
    // And what booting each model runs (App\Infrastructure\Eloquent\ModelBootPlans); empty: bootstrap/cache/model-boot.php.
    'model_boot_cache' => env('APP_MODEL_BOOT_CACHE'),

    // Host names served besides APP_URL's own (comma-separated); any other Host header gets a 400 (PinHost).
    'allowed_hosts' => array_values(array_filter(array_map(
        static fn (string $host): string => strtolower(trim($host)),
        explode(',', (string) env('APP_ALLOWED_HOSTS', '')),
    ), static fn (string $host): bool => $host !== '')),

    // HSTS (sent only when APP_URL is https): `includeSubDomains` too when every subdomain of the shop's domain is on
    // https (HSTS_INCLUDE_SUBDOMAINS=true); `preload` when the domain is to be submitted to the browsers' preload list.
    'hsts_include_subdomains' => (bool) env('HSTS_INCLUDE_SUBDOMAINS', false),
    'hsts_preload' => (bool) env('HSTS_PRELOAD', false),

    // Routes and pages that only the browser tests of the Inertia protocol use (routes/e2e.php). The flag must be
    // exactly "true" (not "1", "yes" or "TRUE"), and TestRoutes::enabled() also requires a local or testing app.
    'e2e_fixtures' => Env::getRepository()->get('E2E_FIXTURES') === 'true',

    // The benchmarks' "framework floor" route (routes/bench.php): a constant answer with no middleware group.
    // Same rule as e2e_fixtures.
    'bench_routes' => Env::getRepository()->get('BENCH_ROUTES') === 'true',
];
