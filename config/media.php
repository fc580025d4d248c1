<?php

declare(strict_types=1);

/*
 * Images staff upload (products, categories, brands, banners, promotions, blog covers, team photos). The original is
 * kept once; each collection's variants are WebP copies at most this many pixels wide (never enlarged). Keys and URLs:
 * App\Infrastructure\Images\ImageStore.
 */
return [
    // A disk from config/filesystems.php: `media`, which FILES_DISK makes public/media (MEDIA_ROOT) on this server or
    // a shared mount, or the `media/` folder of an S3 bucket (docs/operations.md, "Files on several servers").
    'disk' => env('MEDIA_DISK', 'media'),

    // Where the uploaded originals are kept: a private disk, never served. An original is the file as the camera or
    // phone wrote it, with its metadata (GPS position, camera serials, the time); shoppers get the WebP variants, which
    // are drawn anew and carry none. `php artisan media:hide-originals` moves originals kept public before this rule.
    'originals_disk' => env('MEDIA_ORIGINALS_DISK', 'media-originals'),

    // The largest file accepted, and the most pixels (width × height) one may have: a 24-megapixel photo.
    'max_kilobytes' => (int) env('MEDIA_MAX_KILOBYTES', 10240),
    'max_pixels' => (int) env('MEDIA_MAX_PIXELS', 24_000_000),

    // WebP quality of the variants (0–100).
    'quality' => (int) env('MEDIA_WEBP_QUALITY', 82),

    // How many images one product may have.
    'max_product_images' => 12,

    'collections' => [
        'products' => ['card' => 400, 'gallery' => 800, 'zoom' => 1600],
        'categories' => ['tile' => 320],
        'brands' => ['logo' => 320],
        'banners' => ['wide' => 1600, 'narrow' => 800],
        'promotions' => ['banner' => 1600, 'card' => 800],
        'blog' => ['cover' => 1200, 'card' => 600],
        'team' => ['photo' => 480],
    ],
];
