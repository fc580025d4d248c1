<?php

declare(strict_types=1);

namespace Tests\Feature\Backup;

use Illuminate\Console\Scheduling\Event;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use PDO;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Console\Output\BufferedOutput;
use Symfony\Component\Console\Output\OutputInterface;
use Symfony\Component\Process\Process;
use Tests\TestCase;

/**
 * shop:backup and shop:restore on a real SQLite file in WAL mode, the way the shop runs (the other tests use an
 * in-memory database, which has no file to copy).
 */
final class DatabaseBackupTest extends TestCase
{
    private string $folder;

    private string $database;

    private string $defaultConnection;

    protected function setUp(): void
    {
        parent::setUp();

        $this->folder = storage_path('framework/testing/backup-'.bin2hex(random_bytes(4)));
        File::ensureDirectoryExists($this->folder);
        $this->database = $this->folder.'/shop.sqlite';
        touch($this->database);

        $this->defaultConnection = config()->string('database.default');
        config([
            'database.connections.shop_file' => [
                'driver' => 'sqlite',
                'database' => $this->database,
                'prefix' => '',
                'foreign_key_constraints' => true,
                'busy_timeout' => 10000,
                'journal_mode' => 'wal',
                'synchronous' => 'normal',
            ],
            'database.default' => 'shop_file',
            'backup.path' => $this->folder.'/backups',
            'backup.keep' => 14,
            'backup.compress' => true,
        ]);
        Artisan::call('migrate', ['--force' => true]);
    }

    protected function tearDown(): void
    {
        DB::purge('shop_file');
        config(['database.default' => $this->defaultConnection]);
        File::deleteDirectory($this->folder);

        parent::tearDown();
    }

    #[Test]
    public function a_backup_taken_while_other_processes_place_orders_is_whole_and_consistent(): void
    {
        $stop = $this->folder.'/stop';
        $writers = [];
        foreach (['a', 'b', 'c'] as $name) {
            $writer = new Process([PHP_BINARY, base_path('tests/Support/Backup/write-orders.php'), $stop, $name], base_path(), [
                'DB_CONNECTION' => 'sqlite',
                'DB_DATABASE' => $this->database,
                'CACHE_STORE' => 'array',
            ]);
            $writer->start();
            $writers[] = $writer;
        }

        try {
            // Every writer is running (each has placed a few orders) before the backup starts.
            foreach (['a', 'b', 'c'] as $name) {
                $this->waitFor(static fn (): bool => DB::table('orders')->where('idempotency_key', 'like', "$name-%")->count() >= 5);
            }
            $before = $this->orderCount();
            $this->artisan('shop:backup')->assertSuccessful();
            $after = $this->orderCount();
            // Let them go on a little, so the live database moves past the copy.
            $this->waitFor(fn (): bool => $this->orderCount() >= $after + 10);
        } finally {
            touch($stop);
            foreach ($writers as $writer) {
                $writer->wait();
            }
        }

        foreach ($writers as $writer) {
            $this->assertTrue($writer->isSuccessful(), $writer->getErrorOutput());
            $this->assertGreaterThan(0, (int) $writer->getOutput());
        }
        // The orders went on being written while the backup ran.
        $this->assertGreaterThan($before, $after);

        $copies = glob($this->folder.'/backups/shop-*.sqlite.gz') ?: [];
        $this->assertCount(1, $copies);
        $copy = $this->gunzip($copies[0]);

        $this->assertSame(['ok'], $copy->query('PRAGMA integrity_check')->fetchAll(PDO::FETCH_COLUMN));
        $orders = (int) $copy->query('select count(*) from orders')->fetchColumn();
        $this->assertGreaterThanOrEqual($before, $orders);
        $this->assertLessThanOrEqual($after, $orders);
        $this->assertLessThan($this->orderCount(), $orders);
        // Every order has all three of its lines and its subtotal is theirs: no transaction was copied in half.
        $this->assertSame(3 * $orders, (int) $copy->query('select count(*) from order_lines')->fetchColumn());
        $this->assertSame(0, (int) $copy->query(
            'select count(*) from orders o where (select count(*) from order_lines l where l.order_id = o.id) <> 3
                or o.subtotal <> (select sum(line_total) from order_lines l where l.order_id = o.id)'
        )->fetchColumn());
        $this->assertSame(0, (int) $copy->query('select count(*) from order_lines l where not exists (select 1 from orders o where o.id = l.order_id)')->fetchColumn());
        // And the live database, written by all of them at once, is whole too.
        $this->assertSame('ok', DB::selectOne('PRAGMA integrity_check')->integrity_check ?? null);
    }

    #[Test]
    public function it_keeps_the_newest_copies_and_nothing_else_is_touched(): void
    {
        File::ensureDirectoryExists($this->folder.'/backups');
        file_put_contents($this->folder.'/backups/notes.txt', 'mine');
        file_put_contents($this->folder.'/backups/shop-by-hand.sqlite', 'mine');

        $made = [];
        foreach (range(1, 5) as $ignored) {
            $this->artisan('shop:backup', ['--keep' => 3])->assertSuccessful();
            $made[] = $this->newestCopy();
            $this->travel(1)->minutes();
        }

        $left = glob($this->folder.'/backups/shop-*.sqlite.gz') ?: [];
        sort($left);
        $this->assertSame(array_slice($made, 2), $left);
        $this->assertFileExists($this->folder.'/backups/notes.txt');
        $this->assertFileExists($this->folder.'/backups/shop-by-hand.sqlite');

        // Without --keep, BACKUP_KEEP decides.
        config(['backup.keep' => 1]);
        $this->artisan('shop:backup')->expectsOutputToContain('Deleted 3 older copies, keeping the newest 1.')->assertSuccessful();
        $this->assertCount(1, glob($this->folder.'/backups/shop-*.sqlite.gz') ?: []);

        $this->artisan('shop:backup', ['--keep' => '0'])->expectsOutputToContain('--keep takes a whole number of at least 1.')->assertFailed();
    }

    /** A copy holds every customer and password hash: only the shop's own user reads it, whatever the umask. */
    #[Test]
    public function copies_are_readable_by_the_shops_user_only(): void
    {
        $umask = umask(0022);
        try {
            mkdir($this->folder.'/backups', 0755);
            foreach ([true, false] as $compress) {
                config(['backup.compress' => $compress]);
                $this->artisan('shop:backup')->assertSuccessful();
            }
            $this->assertSame(0022, umask(), 'the process keeps its own umask');
        } finally {
            umask($umask);
        }

        clearstatcache();
        $this->assertSame('0700', sprintf('%04o', fileperms($this->folder.'/backups') & 0777));
        $copies = glob($this->folder.'/backups/shop-*') ?: [];
        $this->assertCount(2, $copies);
        foreach ($copies as $copy) {
            $this->assertSame('0600', sprintf('%04o', fileperms($copy) & 0777), $copy);
        }
    }

    #[Test]
    public function an_uncompressed_copy_is_a_plain_sqlite_file(): void
    {
        config(['backup.compress' => false]);
        $this->artisan('shop:backup')->assertSuccessful();

        $copies = glob($this->folder.'/backups/shop-*.sqlite') ?: [];
        $this->assertCount(1, $copies);
        $pdo = new PDO('sqlite:'.$copies[0]);
        $this->assertSame(['ok'], $pdo->query('PRAGMA integrity_check')->fetchAll(PDO::FETCH_COLUMN));
        $this->assertSame([], glob($this->folder.'/backups/.*partial') ?: []);
    }

    #[Test]
    public function a_restore_brings_back_the_database_as_it_was_when_copied(): void
    {
        $this->placeOrder('BEFORE');
        $this->artisan('shop:backup')->assertSuccessful();
        $copy = $this->newestCopy();
        $this->placeOrder('AFTER');
        // Another worker's connection, open across the restore, must see the restored database (WAL and all).
        $worker = new PDO('sqlite:'.$this->database);
        $this->assertSame(2, (int) $worker->query('select count(*) from orders')->fetchColumn());
        $this->travel(1)->minutes();

        $this->artisan('shop:restore', ['file' => $copy, '--force' => true])
            ->expectsOutputToContain('Stop the queue workers and the scheduler first')
            ->expectsOutputToContain('Restored the database from')
            ->assertSuccessful();

        $this->assertSame(['BEFORE'], DB::table('orders')->pluck('idempotency_key')->all());
        $this->assertSame(['BEFORE'], $worker->query('select idempotency_key from orders')->fetchAll(PDO::FETCH_COLUMN));
        $this->assertFalse($this->app->isDownForMaintenance());
        $this->assertSame('wal', DB::selectOne('PRAGMA journal_mode')->journal_mode ?? null);

        // The database as it was just before is kept, with the order written after the copy.
        $before = $this->gunzip($this->newestCopy());
        $this->assertSame(['BEFORE', 'AFTER'], $before->query('select idempotency_key from orders order by id')->fetchAll(PDO::FETCH_COLUMN));
    }

    #[Test]
    public function a_restore_asks_first_and_changes_nothing_when_refused(): void
    {
        $this->placeOrder('BEFORE');
        $this->artisan('shop:backup')->assertSuccessful();
        $this->placeOrder('AFTER');

        $this->artisan('shop:restore', ['file' => $this->newestCopy()])
            ->expectsConfirmation('Replace the database with this copy?', 'no')
            ->expectsOutput('Nothing was restored.')
            ->assertFailed();

        $this->assertSame(['BEFORE', 'AFTER'], DB::table('orders')->orderBy('id')->pluck('idempotency_key')->all());
        $this->assertFalse($this->app->isDownForMaintenance());
    }

    #[Test]
    public function a_damaged_or_foreign_file_is_refused_before_anything_changes(): void
    {
        $this->placeOrder('KEPT');

        file_put_contents($this->folder.'/garbage.sqlite', str_repeat('not a database ', 500));
        $this->artisan('shop:restore', ['file' => $this->folder.'/garbage.sqlite', '--force' => true])
            ->expectsOutputToContain('garbage.sqlite is not a readable SQLite database')
            ->assertFailed();

        $other = new PDO('sqlite:'.$this->folder.'/other.sqlite');
        $other->exec('create table notes (text)');
        $other = null;
        $this->artisan('shop:restore', ['file' => $this->folder.'/other.sqlite', '--force' => true])
            ->expectsOutputToContain('not the shop\'s')
            ->assertFailed();

        $this->artisan('shop:restore', ['file' => $this->folder.'/missing.sqlite.gz', '--force' => true])
            ->expectsOutputToContain('No readable file at')
            ->assertFailed();

        $this->assertSame(['KEPT'], DB::table('orders')->pluck('idempotency_key')->all());
        $this->assertSame([], glob($this->folder.'/shop.sqlite.restore-*') ?: []);
    }

    #[Test]
    public function other_databases_are_refused_with_the_tool_to_use(): void
    {
        config(['database.connections.shop_maria' => ['driver' => 'mariadb', 'host' => '127.0.0.1', 'database' => 'shop', 'username' => 'shop', 'password' => '']]);
        config(['database.connections.shop_pg' => ['driver' => 'pgsql', 'host' => '127.0.0.1', 'database' => 'shop', 'username' => 'shop', 'password' => '']]);

        config(['database.default' => 'shop_maria']);
        $this->artisan('shop:backup')->expectsOutputToContain('back it up with mariadb-dump')->assertFailed();
        $this->artisan('shop:restore', ['file' => 'x.sql', '--force' => true])->expectsOutputToContain('SQLite databases only')->assertFailed();

        config(['database.default' => 'shop_pg']);
        $this->artisan('shop:backup')->expectsOutputToContain('back it up with pg_dump')->assertFailed();

        config(['database.default' => 'shop_file', 'database.connections.shop_file.database' => ':memory:']);
        DB::purge('shop_file');
        $this->artisan('shop:backup')->expectsOutputToContain('in memory')->assertFailed();
        $this->assertDirectoryDoesNotExist($this->folder.'/backups');
    }

    #[Test]
    public function its_steps_show_as_a_progress_bar_on_a_terminal_only(): void
    {
        $terminal = new BufferedOutput(OutputInterface::VERBOSITY_NORMAL, true);
        $this->assertSame(0, Artisan::call('shop:backup', [], $terminal));
        $this->assertMatchesRegularExpression('/4\/4 \[=+\] prune/', $terminal->fetch());

        $this->travel(1)->minutes();
        $cron = new BufferedOutput(OutputInterface::VERBOSITY_NORMAL, false);
        $this->assertSame(0, Artisan::call('shop:backup', [], $cron));
        $this->assertMatchesRegularExpression('/^Backed up to \S+\.sqlite\.gz \(\d+\.\d MB\) in \d+\.\d s\.\n$/', $cron->fetch());
    }

    #[Test]
    public function the_backup_is_scheduled_daily_on_sqlite_only(): void
    {
        $events = array_values(array_filter(
            $this->app->make(Schedule::class)->events(),
            static fn (Event $event): bool => str_contains((string) $event->command, 'shop:backup'),
        ));
        $this->assertCount(1, $events);
        $this->assertSame('0 3 * * *', $events[0]->expression);
        $this->assertTrue($events[0]->filtersPass($this->app));

        config(['database.connections.shop_maria' => ['driver' => 'mariadb', 'host' => '127.0.0.1', 'database' => 'shop', 'username' => 'shop', 'password' => '']]);
        config(['database.default' => 'shop_maria']);
        $this->assertFalse($events[0]->filtersPass($this->app));
    }

    private function placeOrder(string $key): void
    {
        DB::table('orders')->insert(['idempotency_key' => $key, 'locale' => 'ro', 'phone' => '+37360000000', 'subtotal' => 100, 'total' => 100]);
    }

    private function orderCount(): int
    {
        return DB::table('orders')->count();
    }

    /** @param  callable(): bool  $done */
    private function waitFor(callable $done): void
    {
        $deadline = microtime(true) + 40;
        while (! $done()) {
            $this->assertLessThan($deadline, microtime(true), 'The writers did not get that far.');
            usleep(50_000);
        }
    }

    private function newestCopy(): string
    {
        $copies = glob($this->folder.'/backups/shop-*.sqlite.gz') ?: [];
        rsort($copies);
        $this->assertNotSame([], $copies);

        return $copies[0];
    }

    private function gunzip(string $file): PDO
    {
        $target = $this->folder.'/'.basename($file, '.gz');
        file_put_contents($target, gzdecode((string) file_get_contents($file)));

        return new PDO('sqlite:'.$target);
    }
}
