<?php

declare(strict_types=1);

namespace App\Support\Database;

use Closure;
use Illuminate\Database\Connection;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * A transaction that writes. On SQLite it starts with BEGIN IMMEDIATE, taking the write lock up front (waiting up
 * to the busy timeout): a deferred transaction that reads first fails with "database is locked" when another worker
 * commits in between, without waiting. Laravel only honours the configured transaction_mode on PHP 8.4 and later,
 * so it is done here. Other databases use an ordinary transaction.
 *
 * PostgreSQL and MariaDB let writers run side by side and end one of two that wait on each other (a deadlock, a
 * serialization failure: SQLSTATE 40001 or 40P01) with its whole transaction rolled back, so the outermost one is run
 * again, up to ATTEMPTS times after a short random pause. A callback therefore only writes to the database; what it
 * does elsewhere waits for the commit. When the last attempt fails too, or a lock is not had in time, the request is
 * answered 409 (App\Support\ErrorPages), never 500. SQLite never fails so: its writers take turns.
 */
final class WriteTransaction
{
    public const ATTEMPTS = 3;

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
        // Inside a transaction a failure belongs to the outermost one, which alone can run again.
        if ($connection->transactionLevel() > 0 || self::$depth > 0) {
            return self::once($connection, $callback);
        }

        for ($attempt = 1; ; $attempt++) {
            try {
                return self::once($connection, $callback);
            } catch (QueryException $exception) {
                if ($attempt >= self::ATTEMPTS || ! self::lostToAnotherWriter($exception)) {
                    throw $exception;
                }
                Log::warning('A write transaction lost to another writer and runs again', [
                    'sqlstate' => $exception->getCode(), 'attempt' => $attempt, 'sql' => $exception->getSql(),
                ]);
                usleep(random_int(5_000, 25_000) * $attempt);
            }
        }
    }

    /** A deadlock or serialization failure: nothing of the transaction was kept, and running it again may succeed. */
    public static function lostToAnotherWriter(QueryException $exception): bool
    {
        return in_array((string) $exception->getCode(), ['40001', '40P01'], true);
    }

    /**
     * @template T
     *
     * @param  Closure(): T  $callback
     * @return T
     */
    private static function once(Connection $connection, Closure $callback): mixed
    {
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
