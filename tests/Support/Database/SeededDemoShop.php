<?php

declare(strict_types=1);

namespace Tests\Support\Database;

use App\Infrastructure\PageCache\PageCache;
use Carbon\CarbonImmutable;
use Closure;
use Illuminate\Database\Connection;
use Illuminate\Database\DatabaseTransactionsManager;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use PDO;

/**
 * The demo shop seeded once per test process and reused by every test that seeds it.
 *
 * Seeding the demo shop takes seconds (2 800 statements; on PostgreSQL each is a round trip), and some 60 test files
 * do it in almost every test. So the first test that seeds it does so, committed, into a database of its own: a
 * second database on the same PostgreSQL server, or a second in-memory database on SQLite. Every later test that asks
 * for the demo shop leaves its empty database and runs in a transaction on that one, rolled back at its end like any
 * other test's: the same rows, the same ids (PostgreSQL's sequences are put back to where the seeding left them; on
 * SQLite their table rolls back), and no test sees another's writes.
 *
 * The seeding runs in the test as before when its result could differ: after the test wrote something (it would be
 * lost), with the media disk faked (the pictures would be missing there), or on another database (MariaDB). Seeded at
 * a frozen clock, it is kept for that instant; at the real clock, for the day.
 */
final class SeededDemoShop
{
    /** @var array<string, PDO> SQLite: the seeded in-memory databases, by clock */
    private static array $sqlite = [];

    /** @var array<string, array{database: string, sequences: string}> PostgreSQL: seeded databases, by clock */
    private static array $pgsql = [];

    /** SQLite: total_changes() when the test's transaction began, to tell whether it wrote before asking. */
    private static int $changesAtStart = 0;

    /**
     * Called when each test's set-up has begun its transaction, before the test class's own set-up (SQLite only:
     * PostgreSQL tells by the transaction's id).
     */
    public static function testBegan(Connection $connection): void
    {
        if ($connection->getConfig('driver') === 'sqlite' && $connection->getConfig('database') === ':memory:' && $connection->transactionLevel() === 1) {
            self::$changesAtStart = (int) $connection->scalar('select total_changes()');
        }
    }

    /**
     * Moves the test onto the seeded demo shop, seeding it first if this process has not yet. False when the test
     * must seed in its own database instead.
     *
     * @param  Closure(): void  $seed  runs the seeder, committed
     * @param  Closure(): void  $beginTransaction  the test's transaction on the default connection
     */
    public static function use(Closure $seed, Closure $beginTransaction): bool
    {
        $connection = DB::connection();
        if ($connection->transactionLevel() !== 1 || self::mediaIsFaked()) {
            return false;
        }
        $key = Carbon::hasTestNow()
            ? 'at '.CarbonImmutable::now()->format('Y-m-d H:i:s.u')
            : 'day '.CarbonImmutable::now(config()->string('app.shop_timezone'))->toDateString();

        return match ($connection->getDriverName()) {
            'sqlite' => self::useSqlite($connection, $key, $seed, $beginTransaction),
            'pgsql' => self::usePostgres($connection, $key, $seed, $beginTransaction),
            default => false,
        };
    }

    /**
     * @param  Closure(): void  $seed
     * @param  Closure(): void  $beginTransaction
     */
    private static function useSqlite(Connection $connection, string $key, Closure $seed, Closure $beginTransaction): bool
    {
        if ($connection->getConfig('database') !== ':memory:'
            || (int) $connection->scalar('select total_changes()') !== self::$changesAtStart) {
            return false;
        }
        $connection->rollBack();
        if (! isset(self::$sqlite[$key])) {
            // A connection of its own is a new, empty in-memory database.
            self::outsideTheTestTransaction();
            DB::purge($connection->getName());
            Artisan::call('migrate', ['--force' => true]);
            $seed();
            $pdo = DB::connection()->getPdo();
            self::$sqlite[$key] = $pdo;
        }
        DB::connection()->setPdo(self::$sqlite[$key])->setReadPdo(self::$sqlite[$key]);
        $beginTransaction();
        self::afterSeeding();

        return true;
    }

    /**
     * @param  Closure(): void  $seed
     * @param  Closure(): void  $beginTransaction
     */
    private static function usePostgres(Connection $connection, string $key, Closure $seed, Closure $beginTransaction): bool
    {
        if ($connection->scalar('select pg_current_xact_id_if_assigned()') !== null) {
            return false;
        }
        $connection->rollBack();
        $name = (string) $connection->getName();
        if (! isset(self::$pgsql[$key])) {
            $database = $connection->getConfig('database').'_demo_'.substr(hash('sha256', $key), 0, 8);
            $connection->statement('drop database if exists "'.$database.'" with (force)');
            $connection->statement('create database "'.$database.'"');
            self::outsideTheTestTransaction();
            self::connectTo($name, $database);
            Artisan::call('migrate', ['--force' => true]);
            $seed();
            self::$pgsql[$key] = ['database' => $database, 'sequences' => self::sequencesNow()];
            self::dropAtExit($database);
        } else {
            self::connectTo($name, self::$pgsql[$key]['database']);
        }
        // The ids a fresh seeding would leave: a rollback does not take PostgreSQL's sequences back.
        DB::connection()->statement(self::$pgsql[$key]['sequences']);
        $beginTransaction();
        self::afterSeeding();

        return true;
    }

    /**
     * What seeding in the test leaves outside the database: the page cache's version, stored by its writes to the
     * catalogue and the blog (with the next scheduled change), in this application's cache store. Without it the
     * first page a test reads would make the version and ask the proxies for a purge.
     */
    private static function afterSeeding(): void
    {
        PageCache::changed('blog_posts');
    }

    /**
     * The migrations and the seeding commit for good, with the usual transaction manager: the testing one takes a
     * connection's first transaction for the test's own and would run after-commit callbacks inside it (on
     * PostgreSQL a failing query there, such as the page cache's look at tables not migrated yet, aborts the
     * migration's transaction, whose commit then silently rolls it back). The test's transaction puts it back.
     */
    private static function outsideTheTestTransaction(): void
    {
        app()->instance('db.transactions', new DatabaseTransactionsManager);
    }

    private static function connectTo(string $name, string $database): void
    {
        DB::purge($name);
        config()->set("database.connections.$name.database", $database);
    }

    /** One statement that sets every sequence back to its value now. */
    private static function sequencesNow(): string
    {
        $calls = [];
        foreach (DB::select('select schemaname, sequencename, last_value from pg_sequences where schemaname = current_schema()') as $sequence) {
            $qualified = DB::connection()->getPdo()->quote('"'.$sequence->schemaname.'"."'.$sequence->sequencename.'"');
            $calls[] = $sequence->last_value === null
                ? "setval($qualified, 1, false)"
                : "setval($qualified, ".(int) $sequence->last_value.', true)';
        }

        return 'select '.($calls === [] ? '1' : implode(', ', $calls));
    }

    /** The seeded database goes with the process, so a long-lived server does not collect them. */
    private static function dropAtExit(string $database): void
    {
        $config = DB::connection()->getConfig();
        $process = getmypid();
        register_shutdown_function(static function () use ($config, $database, $process): void {
            if (getmypid() !== $process) {
                // A forked child (a concurrency test's) leaving: the database is still the parent's.
                return;
            }
            try {
                $pdo = new PDO(sprintf('pgsql:host=%s;port=%s;dbname=postgres', $config['host'], $config['port']), $config['username'], $config['password']);
                $pdo->exec('drop database if exists "'.$database.'" with (force)');
            } catch (\Throwable) {
                // The server went first (composer test stops it): nothing left to drop.
            }
        });
    }

    /** A test that fakes the media disk before seeding expects the pictures on the fake disk. */
    private static function mediaIsFaked(): bool
    {
        $disk = (string) config('media.disk');
        $configured = config("filesystems.disks.$disk.root");
        if (! is_string($configured)) {
            return false;
        }

        return rtrim(Storage::disk($disk)->path(''), '/') !== rtrim($configured, '/');
    }
}
