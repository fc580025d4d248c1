<?php

declare(strict_types=1);

// Merged with the framework's defaults disk by disk.
return [
    'disks' => [
        // Nothing in the shop hands out files of this disk by URL, so Laravel's signed-URL route for it stays off.
        'local' => [
            'driver' => 'local',
            'root' => storage_path('app/private'),
            'serve' => false,
            'throw' => false,
            'report' => false,
        ],

        // CVs sent with job applications: outside public/ and never served by any route.
        // Staff uploads and their WebP variants (App\Support\Images\ImageStore), served as static files under /media.
        'media' => [
            'driver' => 'local',
            'root' => env('MEDIA_ROOT', public_path('media')),
            'url' => rtrim((string) env('MEDIA_URL', '/media'), '/'),
            'visibility' => 'public',
            'throw' => true,
            'report' => false,
        ],

        'applications' => [
            'driver' => 'local',
            'root' => env('APPLICATIONS_PATH', storage_path('app/applications')),
            'visibility' => 'private',
            'serve' => false,
            'throw' => true,
            'report' => false,
        ],
    ],
];
