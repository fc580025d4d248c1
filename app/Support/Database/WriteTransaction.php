<?php

declare(strict_types=1);

namespace App\Support\Database;

use Closure;
use Illuminate\Support\Facades\DB;
use Throwable;

/**
 * A transaction that writes. On SQLite it starts with BEGIN IMMEDIATE, taking the write lock up front (waiting up
 * to the busy timeout): a deferred transaction that reads first fails with "database is locked" when another worker
 * commits in between, without waiting. Laravel only honours the configured transaction_mode on PHP 8.4 and later,
 * so it is done here. Other databases use an ordinary transaction.
 */
final class WriteTransaction
{
    private static int $depth = 0;

    /**
     * @template T
     *
     * @param  Closure(): T  $callback
     * @param  string|null  $connectionName  the default connection when null
     * @return T
     */
    public static function run(Closure $callback, ?string $connectionName = null): mixed
    {
        $connection = DB::connection($connectionName);
        if ($connection->getDriverName() !== 'sqlite' || $connection->transactionLevel() > 0 || PHP_VERSION_ID >= 80400) {
            return $connection->transaction($callback);
        }

        // Nested calls (merging a cart adds line by line) run inside the outer transaction.
        if (self::$depth > 0) {
            return $callback();
        }

        $connection->unprepared('BEGIN IMMEDIATE');
        self::$depth++;
        try {
            $result = $callback();
            $connection->unprepared('COMMIT');
        } catch (Throwable $exception) {
            $connection->unprepared('ROLLBACK');

            throw $exception;
        } finally {
            self::$depth--;
        }

        return $result;
    }
}
