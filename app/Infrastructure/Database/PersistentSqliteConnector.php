<?php

declare(strict_types=1);

namespace App\Infrastructure\Database;

use Illuminate\Database\Connectors\SQLiteConnector;
use PDO;
use PDOException;

/**
 * The application's SQLite connections. Before PHP 8.4 their PDO begins transactions in the configured
 * `transaction_mode` (SqliteTransactionModePdo).
 *
 * Each PHP worker keeps its connection open between requests (PDO's persistent connections) where one process
 * answers many requests: PHP-FPM and the built-in server, never a console command. A request then neither opens the
 * file nor reads the schema again (about 0.6 ms for our 170 tables and indexes, a third of the framework floor), and
 * finds SQLite's page cache as the last one left it. `database.connections.sqlite.persistent` (DB_PERSISTENT) turns it
 * off.
 *
 * A kept connection carries over whatever a request left open on it. PDO rolls back a transaction it began itself
 * when the request ends, but not one begun with a statement (SqliteTransactionModePdo's BEGIN IMMEDIATE on PHP 8.2),
 * so a request that died inside one (a fatal error: memory, time) would keep the write lock, and every other worker's
 * writes would wait for it, until this worker's next request. Such a transaction is therefore rolled back when the
 * request shuts down (shutdown functions run after fatal errors too), and once more before a kept connection serves a
 * new request. SQLite itself notices what other connections wrote (a schema change, a restore through the backup API)
 * at the start of each statement, so nothing else a connection holds can be stale.
 */
final class PersistentSqliteConnector extends SQLiteConnector
{
    /** How the connection being made begins its transactions (its `transaction_mode`). */
    private string $transactionMode = 'DEFERRED';

    /** @param  string  $sapi  how PHP runs (PHP_SAPI): connections are kept only where a process answers many requests */
    public function __construct(private readonly string $sapi = PHP_SAPI)
    {
    }

    /**
     * @param  string  $dsn
     * @param  array<mixed>  $config
     * @param  array<mixed>  $options
     */
    public function createConnection($dsn, array $config, array $options): PDO
    {
        $this->transactionMode = (string) ($config['transaction_mode'] ?? 'DEFERRED');
        if (! $this->keepsConnections($dsn, $config)) {
            return parent::createConnection($dsn, $config, $options);
        }

        $pdo = parent::createConnection($dsn, $config, [PDO::ATTR_PERSISTENT => true] + $options);
        self::rollBackLeftover($pdo);
        register_shutdown_function(static fn () => self::rollBackLeftover($pdo));

        return $pdo;
    }

    /**
     * @param  string  $dsn
     * @param  string  $username
     * @param  string  $password
     * @param  array<mixed>  $options
     */
    protected function createPdoConnection($dsn, $username, #[\SensitiveParameter] $password, $options): PDO
    {
        if (PHP_VERSION_ID >= 80400) {
            return parent::createPdoConnection($dsn, $username, $password, $options);
        }

        return new SqliteTransactionModePdo($dsn, $this->transactionMode, $options);
    }

    /**
     * @param  array<mixed>  $config
     */
    private function keepsConnections(string $dsn, array $config): bool
    {
        return ($config['persistent'] ?? false) === true && $this->sapi !== 'cli' && ! str_contains($dsn, ':memory:');
    }

    /** Ends a transaction left open on the connection, if there is one. */
    private static function rollBackLeftover(PDO $pdo): void
    {
        try {
            $pdo->exec('ROLLBACK');
        } catch (PDOException) {
            // "No transaction is active": the usual case.
        }
    }
}
