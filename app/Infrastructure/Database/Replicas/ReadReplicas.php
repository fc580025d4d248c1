<?php

declare(strict_types=1);

namespace App\Infrastructure\Database\Replicas;

use Illuminate\Database\Connection;
use Illuminate\Database\Events\ConnectionEstablished;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Str;
use Symfony\Component\Uid\Ulid;

/**
 * Read replicas of the default connection (config/database.php: DB_READ_HOST). Without them nothing here changes
 * anything. With them:
 * - the connection classes read from the primary while no replica answers (FallsBackToPrimary);
 * - the stores that read back what they have just written — database sessions, cache, locks and rate-limit
 *   counters — use the `primary` connection unless configured otherwise, as a lagging replica would lose their
 *   writes (a session without its sign-in, a counter read before its last hit);
 * - the queue worker, the scheduler and Artisan read from the primary: a job reads what the request that queued it
 *   has just written;
 * - App\Http\Middleware\ReadFromPrimaryAfterWrites sends a request to the primary after its shopper's own write and
 *   while a cache version is younger than the replicas' lag allowance (DB_STICKY_SECONDS).
 */
final class ReadReplicas
{
    public const PRIMARY = 'primary';

    /** The settings that name the database connection of a store that reads back its own writes. */
    private const STATE_STORES = [
        'cache.stores.database.connection',
        'cache.stores.database.lock_connection',
        'cache.stores.rate_limits.connection',
        'session.connection',
    ];

    public static function configured(): bool
    {
        return config('database.connections.'.config()->string('database.default').'.read') !== null;
    }

    /** Seconds a shopper reads from the primary after their write: longer than the replicas ever lag. */
    public static function window(): int
    {
        return max(1, (int) config('database.sticky_seconds', 10));
    }

    /** Called while the application registers its services, before any connection is made. */
    public static function register(bool $console): void
    {
        if (! self::configured()) {
            return;
        }
        Connection::resolverFor('pgsql', static fn ($pdo, string $database, string $prefix, array $config): Connection => new ReplicatedPostgresConnection($pdo, $database, $prefix, $config));
        Connection::resolverFor('mariadb', static fn ($pdo, string $database, string $prefix, array $config): Connection => new ReplicatedMariaDbConnection($pdo, $database, $prefix, $config));
        foreach (self::STATE_STORES as $key) {
            if (config($key) === null) {
                config([$key => self::PRIMARY]);
            }
        }
        if ($console) {
            Event::listen(static fn (ConnectionEstablished $event) => $event->connection->useWriteConnectionWhenReading());
        }
    }

    /** The rest of this request reads from the primary. */
    public static function readFromPrimary(): void
    {
        DB::connection()->useWriteConnectionWhenReading();
    }

    /** Whether this request has written through the default connection. */
    public static function wrote(): bool
    {
        return DB::connection()->hasModifiedRecords();
    }

    /**
     * Whether a cache version (a ULID, made when what it covers changed) is younger than the replicas' lag
     * allowance: what is read now and kept under it must come from the primary, or a replica that has not yet
     * applied the change would fill the new version with the old rows until it expires.
     */
    public static function isRecent(string $version): bool
    {
        if (! Str::isUlid($version)) {
            return false;
        }
        $made = Ulid::fromString(Str::upper($version))->getDateTime()->getTimestamp();

        return now()->getTimestamp() - $made < self::window();
    }
}
