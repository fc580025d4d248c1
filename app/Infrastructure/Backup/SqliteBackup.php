<?php

declare(strict_types=1);

namespace App\Infrastructure\Backup;

use Closure;
use Illuminate\Database\Connection;
use Illuminate\Support\Facades\DB;
use PDO;
use RuntimeException;
use SQLite3;
use Throwable;

/**
 * Online copies of the SQLite database and their restore.
 *
 * A copy is `VACUUM INTO`: one read transaction, so it is the database as of one moment (every order with all of its
 * lines, or not at all) while other workers go on writing beside it (WAL lets readers and the writer pass). It is
 * written under a hidden name, checked with `PRAGMA integrity_check`, gzipped, and only then given its real name,
 * so a half-made copy never looks like a backup.
 *
 * A restore writes the copy into the live file with SQLite's backup API, through SQLite's own locks: the WAL and its
 * index stay consistent for every connection still open, which replacing the file on disk would not give.
 */
final class SqliteBackup
{
    /** shop-20261126-030000-123.sqlite(.gz): time-ordered by name; nothing else in the folder is ever deleted. */
    private const NAME = '/^shop-\d{8}-\d{6}-\d{3}\.sqlite(\.gz)?$/';

    private const CHUNK = 1048576;

    public function __construct(private readonly Connection $connection)
    {
    }

    public static function forDefaultConnection(): self
    {
        return new self(DB::connection());
    }

    /**
     * Why this database cannot be copied here, or null when it can.
     */
    public function refusal(): ?string
    {
        $driver = $this->connection->getDriverName();
        if ($driver !== 'sqlite') {
            $tool = match ($driver) {
                'mysql', 'mariadb' => 'mariadb-dump --single-transaction (or mysqldump)',
                'pgsql' => 'pg_dump',
                'sqlsrv' => 'SQL Server\'s BACKUP DATABASE',
                default => 'the database\'s own backup tool',
            };

            return "shop:backup and shop:restore copy SQLite databases only; this shop uses {$driver}: back it up with {$tool}.";
        }
        $path = $this->databasePath();
        if ($path === null) {
            return 'The SQLite database is in memory: there is no file to back up.';
        }

        return null;
    }

    public function databasePath(): ?string
    {
        $database = $this->connection->getConfig('database');
        if (! is_string($database) || $database === '' || $database === ':memory:' || str_contains($database, 'mode=memory')) {
            return null;
        }

        return $database;
    }

    public function folder(): string
    {
        return rtrim(config()->string('backup.path'), '/');
    }

    /**
     * Takes one checked copy into the backup folder.
     *
     * @param  Closure(string): void|null  $step  told each step as it starts: copy, check, compress
     * @return string the copy's path
     */
    public function take(?Closure $step = null, string $folder = ''): string
    {
        $this->assertPossible();
        $folder = $folder === '' ? $this->folder() : rtrim($folder, '/');
        // A copy holds every customer's data and every password hash: only the shop's own user may read it, whatever
        // the umask of the process taking it (a cron job's, a shell's). Files are born 0600 in a 0700 folder.
        $umask = umask(0077);
        try {
            return $this->takeInto($folder, $step);
        } finally {
            umask($umask);
        }
    }

    private function takeInto(string $folder, ?Closure $step): string
    {
        if (! is_dir($folder) && ! @mkdir($folder, 0700, true) && ! is_dir($folder)) {
            throw new RuntimeException("The backup folder {$folder} cannot be created.");
        }
        @chmod($folder, 0700);

        $step ??= static function (string $step): void {
        };
        $name = 'shop-'.now()->utc()->format('Ymd-His-v').'.sqlite';
        $partial = $folder.'/.'.$name.'.partial';
        @unlink($partial);

        try {
            $step('copy');
            $this->connection->statement('VACUUM INTO ?', [$partial]);

            $step('check');
            self::check($partial, $name);

            if (! config()->boolean('backup.compress')) {
                self::move($partial, $folder.'/'.$name);

                return $folder.'/'.$name;
            }

            $step('compress');
            self::gzip($partial, $partial.'.gz');
            self::move($partial.'.gz', $folder.'/'.$name.'.gz');

            return $folder.'/'.$name.'.gz';
        } finally {
            @unlink($partial);
            @unlink($partial.'.gz');
        }
    }

    /**
     * The copies in the folder, newest first.
     *
     * @return list<string>
     */
    public function copies(string $folder = ''): array
    {
        $folder = $folder === '' ? $this->folder() : rtrim($folder, '/');
        $names = is_dir($folder) ? scandir($folder) : false;
        $names = $names === false ? [] : $names;
        $names = array_values(array_filter($names, static fn (string $name): bool => preg_match(self::NAME, $name) === 1));
        rsort($names, SORT_STRING);

        return array_map(static fn (string $name): string => $folder.'/'.$name, $names);
    }

    /**
     * Deletes all but the newest $keep copies.
     *
     * @return list<string> the deleted paths
     */
    public function prune(int $keep, string $folder = ''): array
    {
        $old = array_slice($this->copies($folder), max(1, $keep));
        foreach ($old as $path) {
            @unlink($path);
        }

        return $old;
    }

    /**
     * Unpacks and checks a copy next to the live database, ready for restore(). The caller deletes it afterwards.
     *
     * @return string the checked file
     */
    public function prepare(string $file): string
    {
        $this->assertPossible();
        if (! is_file($file) || ! is_readable($file)) {
            throw new RuntimeException("No readable file at {$file}.");
        }

        $target = (string) $this->databasePath().'.restore-'.bin2hex(random_bytes(4));
        try {
            $head = (string) file_get_contents($file, false, null, 0, 2);
            if ($head === "\x1f\x8b") {
                self::gunzip($file, $target);
            } elseif (! copy($file, $target)) {
                throw new RuntimeException("{$file} cannot be copied next to the database.");
            }
            self::check($target, basename($file));
            if (! self::hasTable($target, 'migrations')) {
                throw new RuntimeException("{$file} is an SQLite database, but not the shop's (it has no migrations table).");
            }
        } catch (Throwable $e) {
            @unlink($target);

            throw $e;
        }

        return $target;
    }

    /**
     * Writes a prepared copy over the live database, page by page under SQLite's locks, and empties the WAL.
     */
    public function restore(string $prepared): void
    {
        $this->assertPossible();
        $busy = $this->connection->getConfig('busy_timeout');
        // This process's own connection would keep reading its old snapshot; it reconnects on the next query.
        $this->connection->disconnect();

        $source = new SQLite3($prepared, SQLITE3_OPEN_READONLY);
        $live = new SQLite3((string) $this->databasePath(), SQLITE3_OPEN_READWRITE);
        try {
            $live->busyTimeout(is_numeric($busy) ? (int) $busy : 10000);
            $live->enableExceptions(true);
            if (! $source->backup($live)) {
                throw new RuntimeException('SQLite could not write the copy into the database: '.$live->lastErrorMsg());
            }
            $live->exec('PRAGMA wal_checkpoint(TRUNCATE)');
        } finally {
            $source->close();
            $live->close();
        }
    }

    private function assertPossible(): void
    {
        $refusal = $this->refusal();
        if ($refusal !== null) {
            throw new RuntimeException($refusal);
        }
    }

    /** Throws unless SQLite finds the file whole. */
    private static function check(string $path, string $label): void
    {
        try {
            $pdo = new PDO('sqlite:'.$path, null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
            $statement = $pdo->query('PRAGMA integrity_check');
            $rows = $statement === false ? [] : $statement->fetchAll(PDO::FETCH_COLUMN);
        } catch (Throwable $e) {
            throw new RuntimeException($label.' is not a readable SQLite database: '.$e->getMessage(), 0, $e);
        }
        if ($rows !== ['ok']) {
            throw new RuntimeException($label.' failed SQLite\'s integrity check: '.implode('; ', array_slice(array_map('strval', $rows), 0, 5)));
        }
    }

    private static function hasTable(string $path, string $table): bool
    {
        $pdo = new PDO('sqlite:'.$path, null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $statement = $pdo->prepare("select count(*) from sqlite_master where type = 'table' and name = ?");
        $statement->execute([$table]);

        return (int) $statement->fetchColumn() === 1;
    }

    private static function gzip(string $from, string $to): void
    {
        $in = fopen($from, 'rb');
        $out = gzopen($to, 'wb6');
        if ($in === false || $out === false) {
            throw new RuntimeException("{$to} cannot be written.");
        }
        try {
            while (! feof($in)) {
                $chunk = fread($in, self::CHUNK);
                if ($chunk === false || gzwrite($out, $chunk) === false) {
                    throw new RuntimeException("{$to} cannot be written.");
                }
            }
        } finally {
            fclose($in);
            gzclose($out);
        }
    }

    private static function gunzip(string $from, string $to): void
    {
        $in = gzopen($from, 'rb');
        $out = fopen($to, 'wb');
        if ($in === false || $out === false) {
            throw new RuntimeException("{$from} cannot be unpacked next to the database.");
        }
        try {
            while (! gzeof($in)) {
                $chunk = gzread($in, self::CHUNK);
                if ($chunk === false || fwrite($out, $chunk) === false) {
                    throw new RuntimeException("{$from} cannot be unpacked (a damaged gzip file?).");
                }
            }
        } finally {
            gzclose($in);
            fclose($out);
        }
    }

    private static function move(string $from, string $to): void
    {
        if (! rename($from, $to)) {
            throw new RuntimeException("The copy cannot be moved to {$to}.");
        }
    }
}
