<?php

declare(strict_types=1);

/*
 * Merged into the framework's logging config. `security` receives the security events (SECURITY.md). `mail` keeps
 * the messages of the log mailer apart from the application log (MAIL_MAILER=log with MAIL_LOG_CHANNEL=mail): local
 * development and the browser tests read them there.
 */
return [
    'channels' => [
        // Security events (App\Infrastructure\Security\SecurityLog): kept apart, for 90 days, so they can be reviewed or shipped.
        'security' => [
            'driver' => 'daily',
            'path' => env('SECURITY_LOG_PATH', storage_path('logs/security.log')),
            'level' => 'info',
            'days' => 90,
            'replace_placeholders' => false,
        ],
        'mail' => [
            'driver' => 'single',
            'path' => env('MAIL_LOG_PATH', storage_path('logs/mail.log')),
            'level' => 'debug',
            'replace_placeholders' => false,
        ],
    ],
];
