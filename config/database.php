<?php

declare(strict_types=1);

// Only the connections we configure differently from the framework's defaults.
return [
    'connections' => [
        'sqlite' => [
            'driver' => 'sqlite',
            'url' => env('DB_URL'),
            'database' => env('DB_DATABASE', database_path('database.sqlite')),
            'prefix' => '',
            'foreign_key_constraints' => env('DB_FOREIGN_KEYS', true),
            // Several PHP workers share one file: WAL lets readers run beside the single writer, and a writer
            // waits for the lock (up to the busy timeout) instead of failing with "database is locked".
            'busy_timeout' => (int) env('DB_BUSY_TIMEOUT', 10000),
            'journal_mode' => env('DB_JOURNAL_MODE', 'wal'),
            'synchronous' => env('DB_SYNCHRONOUS', 'normal'),
            // IMMEDIATE takes the write lock when a transaction starts, so two writers never deadlock on upgrade.
            'transaction_mode' => env('DB_TRANSACTION_MODE', 'IMMEDIATE'),
        ],
    ],
];
