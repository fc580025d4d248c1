<?php

declare(strict_types=1);

namespace Tests\Support\Database;

/**
 * Which database the PHP tests run on: SQLite in memory by default, a server with `composer test -- --db=pgsql`
 * (or mariadb), which exports DB_CONNECTION. Read from the environment, so a test can decide before the app boots
 * (and before RefreshDatabase migrates) that it does not apply.
 */
final class DatabaseUnderTest
{
    public static function driver(): string
    {
        $driver = getenv('DB_CONNECTION');

        return is_string($driver) && $driver !== '' ? $driver : 'sqlite';
    }

    public static function isSqlite(): bool
    {
        return self::driver() === 'sqlite';
    }
}
