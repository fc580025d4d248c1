<?php

declare(strict_types=1);

/*
 * Merged into the framework's logging config. `mail` keeps the messages of the log mailer apart from the application
 * log (MAIL_MAILER=log with MAIL_LOG_CHANNEL=mail): local development and the browser tests read them there.
 */
return [
    'channels' => [
        'mail' => [
            'driver' => 'single',
            'path' => env('MAIL_LOG_PATH', storage_path('logs/mail.log')),
            'level' => 'debug',
            'replace_placeholders' => false,
        ],
    ],
];
