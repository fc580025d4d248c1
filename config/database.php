<?php

declare(strict_types=1);

// Read replicas (docs/operations.md, "Read replicas"): DB_READ_HOST lists one or more hosts (comma-separated) that stream from
// DB_HOST. Reads go to one of them, every write and what a request reads after its own write to DB_HOST (`sticky`);
// App\Http\Middleware\ReadFromPrimaryAfterWrites carries that over the shopper's next requests. Unset: one server.
$readHosts = array_values(array_filter(array_map('trim', explode(',', (string) env('DB_READ_HOST', ''))), static fn (string $host): bool => $host !== ''));
$replicated = static fn (array $connection): array => $readHosts === [] ? $connection : [
    ...$connection,
    'read' => ['host' => $readHosts, 'port' => env('DB_READ_PORT', $connection['port'])],
    'write' => [],
    'sticky' => true,
];

$connections = [
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
        // Every transaction takes the write lock when it starts (waiting up to the busy timeout), so one that reads
        // first never fails on upgrading its lock. Not a setting: WriteTransaction relies on it. Before PHP 8.4 our
        // PDO honours it (App\Infrastructure\Database\SqliteTransactionModePdo), from 8.4 on Laravel does.
        'transaction_mode' => 'IMMEDIATE',
        // Each PHP-FPM (or built-in server) worker keeps its connection between requests, so a request neither opens
        // the file nor reads the schema again (App\Infrastructure\Database\PersistentSqliteConnector); never in console commands.
        'persistent' => (bool) env('DB_PERSISTENT', true),
    ],
    // The framework's own two, with the replicas when there are.
    'mariadb' => $replicated([
        'driver' => 'mariadb',
        'url' => env('DB_URL'),
        'host' => env('DB_HOST', '127.0.0.1'),
        'port' => env('DB_PORT', '3306'),
        'database' => env('DB_DATABASE', 'laravel'),
        'username' => env('DB_USERNAME', 'root'),
        'password' => env('DB_PASSWORD', ''),
        'unix_socket' => env('DB_SOCKET', ''),
        'charset' => env('DB_CHARSET', 'utf8mb4'),
        'collation' => env('DB_COLLATION', 'utf8mb4_unicode_ci'),
        'prefix' => '',
        'prefix_indexes' => true,
        'strict' => true,
        'engine' => null,
        'options' => extension_loaded('pdo_mysql') ? array_filter([
            PDO::MYSQL_ATTR_SSL_CA => env('MYSQL_ATTR_SSL_CA'),
        ], static fn (mixed $value): bool => $value !== null && $value !== '') : [],
    ]),
    'pgsql' => $replicated([
        'driver' => 'pgsql',
        'url' => env('DB_URL'),
        'host' => env('DB_HOST', '127.0.0.1'),
        'port' => env('DB_PORT', '5432'),
        'database' => env('DB_DATABASE', 'laravel'),
        'username' => env('DB_USERNAME', 'root'),
        'password' => env('DB_PASSWORD', ''),
        'charset' => env('DB_CHARSET', 'utf8'),
        'prefix' => '',
        'prefix_indexes' => true,
        'search_path' => 'public',
        'sslmode' => 'prefer',
    ]),
];

// With replicas, `primary` is the default connection's write side alone: the stores that read what they have just
// written (database sessions, cache, locks, rate-limit counters) use it (App\Infrastructure\Database\Replicas\ReadReplicas).
$default = (string) env('DB_CONNECTION', 'sqlite');
if ($readHosts !== [] && isset($connections[$default]['read'])) {
    $connections['primary'] = array_diff_key($connections[$default], ['read' => true, 'write' => true, 'sticky' => true]);
}

return [
    'connections' => $connections,
    // With replicas: seconds a shopper reads from the primary after their own write, and a request after a change
    // to what caches keep (ReadFromPrimaryAfterWrites). Longer than the replicas ever lag.
    'sticky_seconds' => (int) env('DB_STICKY_SECONDS', 10),
];
