<?php

declare(strict_types=1);

namespace Tests\Support\Database;

use PDO;
use PDOException;

/** Whether another worker's connection to a SQLite file could take the write lock now, without waiting. */
final class SqliteWriteLock
{
    public static function isFree(string $path): bool
    {
        $other = new PDO('sqlite:'.$path, null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $other->exec('PRAGMA busy_timeout = 0');
        try {
            $other->exec('BEGIN IMMEDIATE');
            $other->exec('ROLLBACK');

            return true;
        } catch (PDOException) {
            return false;
        }
    }
}
