<?php

declare(strict_types=1);

/*
 * Every file the shop writes and reads again later — in another request, a queued job or on another app server — lives
 * on one of the disks below, named by its kind: `media` (the WebP variants of staff-uploaded images, public),
 * `media-originals` (the uploaded files themselves, with their metadata: private),
 * `applications` (CVs, private), `sitemap` (the published sitemap, private: routes serve it) and `catalog-imports`
 * (price and stock files waiting for "Apply", private). The code names only these disks; `FILES_DISK` says what they are:
 *
 * - `local` (default): folders of this server, each at its own setting below. One app server as it is; several app
 *   servers: put those folders on one shared mount (NFS and the like), the same paths on every server.
 * - `s3`: one bucket of any S3-compatible service (AWS_* settings), each kind under its own folder of it
 *   (`media/`, `media-originals/`, `applications/`, `sitemap/`, `catalog-imports/`). Media URLs come from the disk: `MEDIA_URL` (a CDN or
 *   the bucket's public address) or, without it, the bucket's own address.
 *
 * Merged with the framework's defaults disk by disk; the framework's `local` disk is this server's own scratch space.
 */

$shared = env('FILES_DISK', 'local') === 's3';

/**
 * One kind's disk: its local folder, or its folder of the shared bucket.
 *
 * @param  array<string, mixed>  $local
 * @param  array<string, mixed>  $s3
 * @return array<string, mixed>
 */
$disk = static fn (string $folder, array $local, array $s3 = []): array => ! $shared ? $local : [
    'driver' => 's3',
    'key' => env('AWS_ACCESS_KEY_ID'),
    'secret' => env('AWS_SECRET_ACCESS_KEY'),
    'region' => env('AWS_DEFAULT_REGION', 'us-east-1'),
    'bucket' => env('AWS_BUCKET'),
    // Another S3-compatible service: its address, and usually path-style requests (bucket in the path).
    'endpoint' => env('AWS_ENDPOINT'),
    'use_path_style_endpoint' => (bool) env('AWS_USE_PATH_STYLE_ENDPOINT', false),
    'root' => $folder,
    // No ACL is sent or read (buckets made today refuse ACLs): access is the bucket policy's business.
    'retain_visibility' => false,
    'throw' => true,
    'report' => false,
    ...$s3,
];

return [
    'disks' => [
        // This server's own private scratch space. Nothing in the shop hands out its files by URL, so Laravel's
        // signed-URL route for it stays off; nothing another request needs is kept on it.
        'local' => [
            'driver' => 'local',
            'root' => storage_path('app/private'),
            'serve' => false,
            'throw' => false,
            'report' => false,
        ],

        // Staff uploads and their WebP variants (App\Infrastructure\Images\ImageStore), served as static files under /media
        // on a local disk; every page links them through the disk's url().
        'media' => $disk('media', [
            'driver' => 'local',
            'root' => env('MEDIA_ROOT', public_path('media')),
            'url' => rtrim((string) env('MEDIA_URL', '/media'), '/'),
            'visibility' => 'public',
            'throw' => true,
            'report' => false,
        ], [
            'url' => env('MEDIA_URL') === null ? null : rtrim((string) env('MEDIA_URL'), '/'),
        ]),

        // The originals of staff uploads (config/media.php): private, never served; shoppers get the WebP variants.
        'media-originals' => $disk('media-originals', [
            'driver' => 'local',
            'root' => env('MEDIA_ORIGINALS_PATH', storage_path('app/media-originals')),
            'visibility' => 'private',
            'serve' => false,
            'throw' => true,
            'report' => false,
        ]),

        // CVs sent with job applications: never public, downloaded only through the back office's signed route.
        'applications' => $disk('applications', [
            'driver' => 'local',
            'root' => env('APPLICATIONS_PATH', storage_path('app/applications')),
            'visibility' => 'private',
            'serve' => false,
            'throw' => true,
            'report' => false,
        ]),

        // The sitemap `sitemap:generate` publishes (App\Infrastructure\Seo\SitemapFiles); /sitemap.xml and /sitemaps/… read it.
        'sitemap' => $disk('sitemap', [
            'driver' => 'local',
            'root' => env('SITEMAP_DIRECTORY', storage_path('app/sitemap')),
            'visibility' => 'private',
            'serve' => false,
            'throw' => true,
            'report' => false,
        ]),

        // Catalogue import files previewed and waiting for "Apply" (App\Services\CatalogImport\PendingImports).
        'catalog-imports' => $disk('catalog-imports', [
            'driver' => 'local',
            'root' => env('CATALOG_IMPORTS_PATH', storage_path('app/private/catalog-imports')),
            'visibility' => 'private',
            'serve' => false,
            'throw' => true,
            'report' => false,
        ]),
    ],
];
