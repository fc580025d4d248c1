<?php

declare(strict_types=1);

/*
 * The bulk price and stock CSV (docs/catalog-import.md): App\Services\CatalogImport.
 */
return [
    // Rows after the header a file may hold, and columns (sku, price, old_price and one per place).
    'max_rows' => (int) env('CATALOG_IMPORT_MAX_ROWS', 200_000),
    // A full product file has a column per language for names and descriptions and one per spec attribute.
    'max_columns' => 256,
    // The largest file the back office accepts, in kilobytes: below PHP's upload_max_filesize (6M, scripts/php-ini).
    // 100 000 rows of sku, two prices and three places are about 4 MB; bigger files go through `catalog:import`.
    'max_kilobytes' => (int) env('CATALOG_IMPORT_MAX_KB', 6_144),
    // Changes listed in the dry run's report (the count covers all of them), and bad rows listed.
    'changes_shown' => 100,
    'errors_shown' => 1000,
    // How long an uploaded file waits for "Apply" on the private disk; shop:prune removes older ones.
    'pending_minutes' => 120,
    // A place holds at most this many units of a product; a price is at most this many lei.
    'max_stock' => 1_000_000,
    'max_price_lei' => 10_000_000,
    // Pictures named in the `images` column: by file name in the zip uploaded with the file, or by http(s) URL,
    // downloaded by App\Services\CatalogImport\PictureDownloader (public addresses only, redirects checked again).
    'pictures' => [
        // URLs one file may name in all; each picture at most media.max_kilobytes (checked while downloading too).
        'max_urls' => (int) env('CATALOG_IMPORT_MAX_PICTURE_URLS', 500),
        'max_kilobytes' => (int) env('CATALOG_IMPORT_PICTURE_MAX_KB', 8_192),
        'connect_timeout' => 5,
        'timeout' => (int) env('CATALOG_IMPORT_PICTURE_TIMEOUT', 20),
        // Hosts whose addresses are not checked (an internal picture server); the tests' local server is named here.
        'allow_hosts' => array_values(array_filter(array_map('trim', explode(',', (string) env('CATALOG_IMPORT_PICTURE_HOSTS', ''))), static fn (string $host): bool => $host !== '')),
    ],
    // The zip of pictures uploaded with a file in the back office, in kilobytes.
    'max_zip_kilobytes' => (int) env('CATALOG_IMPORT_MAX_ZIP_KB', 51_200),
];
