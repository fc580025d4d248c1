<?php

declare(strict_types=1);

// `php artisan shop:backup` and `shop:restore` (App\Infrastructure\Backup\SqliteBackup): SQLite only; other databases have
// their own tools (mariadb-dump, pg_dump).
return [
    // The folder that holds the copies; keep it on another disk, or copy it off the machine, for a real backup.
    'path' => env('BACKUP_PATH', storage_path('app/backups')),
    // How many of the newest copies `shop:backup` keeps (its --keep option overrides it); older ones are deleted.
    'keep' => (int) env('BACKUP_KEEP', 14),
    // gzip the copies (a shop's database shrinks to about a fifth).
    'compress' => (bool) env('BACKUP_COMPRESS', true),
];
