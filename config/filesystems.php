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
