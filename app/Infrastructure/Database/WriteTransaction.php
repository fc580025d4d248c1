<?php

declare(strict_types=1);

namespace App\Infrastructure\Database;

use Closure;
use Illuminate\Database\DeadlockException;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * A transaction that writes. On SQLite it starts with BEGIN IMMEDIATE, as every transaction there does (the
 * connection's transaction_mode; SqliteTransactionModePdo before PHP 8.4), taking the write lock up front and waiting
 * up to the busy timeout: a deferred transaction that reads first fails with "database is locked" when another worker
 * commits in between, without waiting.
 *
 * PostgreSQL and MariaDB let writers run side by side and end one of two that wait on each other (a deadlock, a
 * serialization failure: SQLSTATE 40001 or 40P01) with its whole transaction rolled back, so the outermost one is run
 * again, up to ATTEMPTS times after a short random pause. A callback therefore only writes to the database; what it
 * does elsewhere waits for the commit. When the last attempt fails too, or a lock is not had in time, the request is
 * answered 409 (App\Infrastructure\Http\ErrorPages), never 500. SQLite never fails so: its writers take turns.
 */
final class WriteTransaction
{
    public const ATTEMPTS = 3;

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
        if ($connection->transactionLevel() > 0) {
            return $connection->transaction($callback);
        }

        for ($attempt = 1; ; $attempt++) {
            try {
                return $connection->transaction($callback);
            } catch (QueryException|DeadlockException $exception) {
                $lost = self::lostToAnotherWriter($exception);
                if ($attempt >= self::ATTEMPTS || $lost === null) {
                    throw $exception;
                }
                Log::warning('A write transaction lost to another writer and runs again', [
                    'sqlstate' => $lost->getCode(), 'attempt' => $attempt, 'sql' => $lost->getSql(),
                ]);
                usleep(random_int(5_000, 25_000) * $attempt);
            }
        }
    }

    /**
     * The deadlock or serialization failure behind an exception, if it is one: nothing of the transaction was kept, and
     * running it again may succeed. Met inside a nested transaction, Laravel hands it on wrapped in its
     * DeadlockException (the whole transaction is gone, not just the nested part).
     */
    public static function lostToAnotherWriter(Throwable $exception): ?QueryException
    {
        if ($exception instanceof DeadlockException) {
            $exception = $exception->getPrevious();
        }

        return $exception instanceof QueryException && in_array((string) $exception->getCode(), ['40001', '40P01'], true)
            ? $exception
            : null;
    }
}
