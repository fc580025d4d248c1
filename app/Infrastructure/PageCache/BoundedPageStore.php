<?php

declare(strict_types=1);

namespace App\Infrastructure\PageCache;

use Illuminate\Contracts\Cache\Store;
use Illuminate\Support\InteractsWithTime;
use PDO;
use PDOException;
use PDOStatement;
use RuntimeException;
use Throwable;

/**
 * The `bounded-pages` cache driver: the kept pages in an SQLite file of their own (storage/framework/cache by
 * default), never in the shop's database, with a ceiling in bytes. Each write first deletes what has expired, then,
 * past the ceiling, the entries that expire first, so the file never grows past the ceiling (plus SQLite's free
 * pages, which it reuses). The file is on each app server: every PHP worker of a server shares it (WAL, a busy
 * timeout, one short write transaction per page kept), and nothing in it needs to be shared between servers, since
 * a page is only ever looked up under the shared version and stamps (PageCache).
 */
final class BoundedPageStore implements Store
{
    use InteractsWithTime;

    /** Milliseconds a worker waits for another's write before giving up (a miss, never an error page). */
    private const BUSY_TIMEOUT = 2000;

    private ?PDO $pdo = null;

    public function __construct(private readonly string $path, private readonly int $maxBytes)
    {
    }

    public function get($key): mixed
    {
        $statement = $this->pdo()->prepare('select value, expires_at from pages where key = ?');
        $statement->execute([$key]);
        /** @var array{value: string, expires_at: int|string}|false $row */
        $row = $statement->fetch(PDO::FETCH_ASSOC);
        if ($row === false || (int) $row['expires_at'] <= $this->currentTime()) {
            return null;
        }

        return unserialize($row['value'], ['allowed_classes' => false]);
    }

    /**
     * @param  array<mixed>  $keys
     * @return array<string, mixed>
     */
    public function many(array $keys): array
    {
        $values = [];
        foreach ($keys as $key) {
            $values[(string) $key] = $this->get((string) $key);
        }

        return $values;
    }

    public function put($key, $value, $seconds): bool
    {
        $now = $this->currentTime();
        $data = serialize($value);
        $size = strlen($key) + strlen($data);
        if ($size > $this->maxBytes) {
            return false;
        }
        $pdo = $this->pdo();
        $pdo->exec('begin immediate');
        try {
            $pdo->prepare('delete from pages where expires_at <= ?')->execute([$now]);
            $pdo->prepare('insert into pages (key, value, size, expires_at) values (?, ?, ?, ?) on conflict (key) do update set value = excluded.value, size = excluded.size, expires_at = excluded.expires_at')
                ->execute([$key, $data, $size, $now + max(1, $seconds)]);
            // Past the ceiling: keep what expires last, up to the ceiling (the entry just written expires last but
            // for a page kept for longer, so it stays unless it alone is too large, refused above).
            $total = (int) self::statement($pdo->query('select coalesce(sum(size), 0) from pages'))->fetchColumn();
            if ($total > $this->maxBytes) {
                $evict = $pdo->prepare('delete from pages where rowid in (select id from (select rowid as id, sum(size) over (order by expires_at desc, rowid desc) as kept from pages) where kept > ?)');
                // An integer, not text: a window sum has no column affinity to convert a text value by.
                $evict->bindValue(1, $this->maxBytes, PDO::PARAM_INT);
                $evict->execute();
            }
            $pdo->exec('commit');
        } catch (Throwable $failure) {
            $pdo->exec('rollback');

            throw $failure;
        }

        return true;
    }

    /**
     * @param  array<mixed>  $values
     */
    public function putMany(array $values, $seconds): bool
    {
        $stored = true;
        foreach ($values as $key => $value) {
            $stored = $this->put((string) $key, $value, $seconds) && $stored;
        }

        return $stored;
    }

    public function increment($key, $value = 1): int|bool
    {
        throw new RuntimeException('The page store keeps pages, not counters.');
    }

    public function decrement($key, $value = 1): int|bool
    {
        throw new RuntimeException('The page store keeps pages, not counters.');
    }

    /** Never kept past the ceiling's eviction: "forever" is a year here. */
    public function forever($key, $value): bool
    {
        return $this->put($key, $value, 365 * 86_400);
    }

    public function forget($key): bool
    {
        $this->pdo()->prepare('delete from pages where key = ?')->execute([$key]);

        return true;
    }

    public function flush(): bool
    {
        $this->pdo()->exec('delete from pages');

        return true;
    }

    public function getPrefix(): string
    {
        return '';
    }

    /**
     * Entries and bytes held now, expired ones included until the next write removes them.
     *
     * @return array{entries: int, bytes: int}
     */
    public function usage(): array
    {
        /** @var array{entries: int|string, bytes: int|string|null} $row */
        $row = self::statement($this->pdo()->query('select count(*) as entries, sum(size) as bytes from pages'))->fetch(PDO::FETCH_ASSOC);

        return ['entries' => (int) $row['entries'], 'bytes' => (int) $row['bytes']];
    }

    private static function statement(PDOStatement|false $statement): PDOStatement
    {
        return $statement !== false ? $statement : throw new RuntimeException('The page store could not be read.');
    }

    /**
     * WAL, so readers never wait for a writer. The switch takes the file alone, and SQLite does not wait for that
     * with the busy timeout: a worker that meets another switching a new file tries again (the mode stays once set,
     * so only a new file's first workers ever do).
     */
    private static function useWal(PDO $pdo): void
    {
        for ($attempt = 1; ; $attempt++) {
            try {
                if (self::statement($pdo->query('pragma journal_mode'))->fetchColumn() !== 'wal') {
                    $pdo->exec('pragma journal_mode = wal');
                }

                return;
            } catch (PDOException $locked) {
                if ($attempt >= 100) {
                    throw $locked;
                }
                usleep(10_000);
            }
        }
    }

    private function pdo(): PDO
    {
        if ($this->pdo !== null) {
            return $this->pdo;
        }
        $directory = dirname($this->path);
        if (! is_dir($directory)) {
            @mkdir($directory, 0775, true);
        }
        $pdo = new PDO('sqlite:'.$this->path, null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $pdo->exec('pragma busy_timeout = '.self::BUSY_TIMEOUT);
        self::useWal($pdo);
        $pdo->exec('pragma synchronous = normal');
        $pdo->exec('create table if not exists pages (key text primary key, value blob not null, size integer not null, expires_at integer not null)');
        $pdo->exec('create index if not exists pages_expires_at on pages (expires_at, size)');

        return $this->pdo = $pdo;
    }
}
