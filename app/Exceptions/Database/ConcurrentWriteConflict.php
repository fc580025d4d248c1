<?php

declare(strict_types=1);

namespace App\Exceptions\Database;

use App\Infrastructure\Database\WriteTransaction;
use Illuminate\Contracts\Cache\LockTimeoutException;
use Illuminate\Database\DeadlockException;
use Illuminate\Database\QueryException;
use Symfony\Component\HttpKernel\Exception\HttpException;
use Throwable;

/**
 * A write that lost to another one at the same moment and was not kept: a deadlock or serialization failure still
 * there after App\Infrastructure\Database\WriteTransaction's retries, a lock wait that ran out on the database, or a lock of
 * the shared cache not had in time. Nothing of the request was written, so sending it again is safe: 409 with
 * Retry-After, in the shopper's language (App\Infrastructure\Http\ErrorPages), never a 500.
 */
final class ConcurrentWriteConflict extends HttpException
{
    /** MariaDB's "Lock wait timeout exceeded" (innodb_lock_wait_timeout); PostgreSQL waits for locks without limit. */
    private const LOCK_WAIT_TIMEOUT = 1205;

    public function __construct(Throwable $previous)
    {
        parent::__construct(409, 'The write lost to another one at the same moment', $previous, ['Retry-After' => '1']);
    }

    /** The exception a collision between writers becomes; any other exception stays as it is. */
    public static function from(Throwable $exception): Throwable
    {
        return self::isCollision($exception) ? new self($exception) : $exception;
    }

    public static function isCollision(Throwable $exception): bool
    {
        if ($exception instanceof LockTimeoutException || WriteTransaction::lostToAnotherWriter($exception) !== null) {
            return true;
        }
        // Laravel's DeadlockException wraps what ended a nested transaction.
        $query = $exception instanceof DeadlockException ? $exception->getPrevious() : $exception;

        return $query instanceof QueryException && ($query->errorInfo[1] ?? null) === self::LOCK_WAIT_TIMEOUT;
    }
}
