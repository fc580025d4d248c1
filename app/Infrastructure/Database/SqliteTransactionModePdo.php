<?php

declare(strict_types=1);

namespace App\Infrastructure\Database;

use InvalidArgumentException;
use PDO;
use PDOException;

/**
 * SQLite's PDO before PHP 8.4, beginning every transaction in the connection's `transaction_mode` (IMMEDIATE here:
 * the write lock is taken at BEGIN, waiting up to the busy timeout, so a transaction that reads first never fails with
 * "database is locked" when another worker commits in between). PDO only knows a deferred BEGIN before 8.4, and
 * Laravel honours the setting from 8.4 on only.
 *
 * The transaction stays PDO's own (beginTransaction, commit, rollBack, inTransaction), so Laravel's transaction
 * manager tracks it as any other: a nested transaction is a savepoint, and DB::afterCommit work (mails queued after
 * the commit, a new cache version) waits for the commit and is dropped with a roll-back. A BEGIN sent as a statement
 * would do neither.
 */
final class SqliteTransactionModePdo extends PDO
{
    private const MODES = ['DEFERRED', 'IMMEDIATE', 'EXCLUSIVE'];

    private readonly string $begin;

    private bool $inTransaction = false;

    /** @param  array<mixed>  $options */
    public function __construct(string $dsn, string $mode, array $options)
    {
        $mode = strtoupper($mode);
        if (! in_array($mode, self::MODES, true)) {
            throw new InvalidArgumentException("SQLite has no \"{$mode}\" transaction mode (one of: ".implode(', ', self::MODES).').');
        }
        $this->begin = "BEGIN {$mode}";
        parent::__construct($dsn, null, null, $options);
    }

    public function beginTransaction(): bool
    {
        if ($this->inTransaction) {
            throw new PDOException('There is already an active transaction');
        }
        $this->exec($this->begin);
        $this->inTransaction = true;

        return true;
    }

    public function commit(): bool
    {
        if (! $this->inTransaction) {
            throw new PDOException('There is no active transaction');
        }
        // A failed COMMIT (the database busy) leaves the transaction open, as PDO's own does.
        $this->exec('COMMIT');
        $this->inTransaction = false;

        return true;
    }

    public function rollBack(): bool
    {
        if (! $this->inTransaction) {
            throw new PDOException('There is no active transaction');
        }
        try {
            $this->exec('ROLLBACK');
        } catch (PDOException $exception) {
            // SQLite itself ends a transaction on some errors (disk full, out of memory): nothing is left to roll back.
            if (! str_contains($exception->getMessage(), 'no transaction is active')) {
                throw $exception;
            }
        }
        $this->inTransaction = false;

        return true;
    }

    public function inTransaction(): bool
    {
        return $this->inTransaction;
    }
}
