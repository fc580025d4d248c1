<?php

declare(strict_types=1);

namespace App\Search;

use App\Search\MariaDb\WordIndex;
use App\Search\Postgres\TsIndex;
use App\Search\Sqlite\FtsIndex;
use Illuminate\Database\Connection;
use Illuminate\Database\ConnectionInterface;
use LogicException;

/**
 * The search index for a database connection, by its driver: SQLite FTS5, PostgreSQL tsvector, or MariaDB (and
 * MySQL) word tables.
 */
final class SearchIndexes
{
    public static function supports(string $driver): bool
    {
        return in_array($driver, ['sqlite', 'pgsql', 'mariadb', 'mysql'], true);
    }

    public static function for(ConnectionInterface $db, string $index): SearchIndex
    {
        $driver = $db instanceof Connection ? $db->getDriverName() : '';

        return match ($driver) {
            'sqlite' => new FtsIndex($db, $index),
            'pgsql' => new TsIndex($db, $index),
            'mariadb', 'mysql' => new WordIndex($db, $index),
            default => throw new LogicException("No full-text search index on the $driver database driver: set SCOUT_DRIVER=collection."),
        };
    }
}
