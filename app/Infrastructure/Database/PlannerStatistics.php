<?php

declare(strict_types=1);

namespace App\Infrastructure\Database;

use Illuminate\Database\Connection;

/**
 * SQLite's query planner chooses indexes by the statistics ANALYZE leaves in sqlite_stat1: rows per table and per
 * index key. They are written once, when the demo shop is seeded, and never again on their own (the PRAGMA optimize
 * of our SQLite, 3.40, only looks at what the same connection ran). A shop that grows from the demo's 544 products to
 * its own thousands, or an index made again by a migration (which loses its statistics), is then planned by figures
 * that are wrong or missing, and a page can take a worse index (docs/decisions.md, "The listing indexes cover the
 * discount range again").
 *
 * refresh() analyses, table by table, each table whose statistics are missing, lack one of its indexes, or whose number
 * of rows moved by a quarter or more (and by at least MIN_CHANGE rows) since they were taken. One table at a time keeps
 * each write lock short (ANALYZE of the products at a million rows: 2 to 5 s). PostgreSQL and MariaDB keep their
 * statistics themselves (autovacuum, InnoDB's automatic recalculation), so nothing is done there.
 */
final class PlannerStatistics
{
    /** A table whose row count moved by less than this many rows keeps its statistics, whatever the share. */
    public const MIN_CHANGE = 100;

    public function __construct(private readonly Connection $connection)
    {
    }

    public function applies(): bool
    {
        return $this->connection->getDriverName() === 'sqlite';
    }

    /**
     * @return list<array{table: string, analysed: bool, reason: string}> one entry per table
     */
    public function refresh(): array
    {
        if (! $this->applies()) {
            return [];
        }

        $indexes = $this->indexes();
        $recorded = $this->recorded();
        $report = [];
        foreach ($this->tables() as $table) {
            $rows = (int) $this->connection->scalar('SELECT COUNT(*) FROM "'.$table.'"');
            $reason = $this->staleness($rows, $recorded[$table] ?? null, $indexes[$table] ?? []);
            if ($reason !== null) {
                $this->connection->statement('ANALYZE "'.$table.'"');
            }
            $report[] = ['table' => $table, 'analysed' => $reason !== null, 'reason' => $reason ?? 'up to date'];
        }

        return $report;
    }

    /**
     * @param  array{rows: int, indexes: list<string>}|null  $recorded  what the table's statistics hold, if it has any
     * @param  list<string>  $indexes  the table's own indexes
     */
    private function staleness(int $rows, ?array $recorded, array $indexes): ?string
    {
        if ($recorded === null) {
            // ANALYZE writes nothing for an empty table: nothing to plan by yet.
            return $rows === 0 ? null : 'never analysed';
        }
        $missing = array_diff($indexes, $recorded['indexes']);
        if ($missing !== [] && $rows > 0) {
            return 'no statistics for '.implode(', ', $missing);
        }
        $change = abs($rows - $recorded['rows']);

        return $change >= self::MIN_CHANGE && $change * 4 >= max($recorded['rows'], 1) ? "rows {$recorded['rows']} → {$rows}" : null;
    }

    /** @return list<string> the application's tables (SQLite's own and the search index's virtual tables left out) */
    private function tables(): array
    {
        /** @var list<string> */
        return array_map(strval(...), $this->connection->table('sqlite_master')
            ->where('type', 'table')->whereRaw("substr(name, 1, 7) <> 'sqlite_'")->where('sql', 'not like', 'CREATE VIRTUAL TABLE%')
            ->orderBy('name')->pluck('name')->all());
    }

    /** @return array<string, list<string>> each table's own indexes (its primary key's rowid needs none) */
    private function indexes(): array
    {
        $indexes = [];
        foreach ($this->connection->table('sqlite_master')->where('type', 'index')->orderBy('name')->get(['name', 'tbl_name']) as $index) {
            $indexes[(string) $index->tbl_name][] = (string) $index->name;
        }

        return $indexes;
    }

    /**
     * For each table with statistics, the row count they were taken at (each sqlite_stat1 row starts with it) and the
     * indexes they cover.
     *
     * @return array<string, array{rows: int, indexes: list<string>}>
     */
    private function recorded(): array
    {
        if (! $this->connection->getSchemaBuilder()->hasTable('sqlite_stat1')) {
            return [];
        }
        $recorded = [];
        foreach ($this->connection->table('sqlite_stat1')->get(['tbl', 'idx', 'stat']) as $row) {
            $recorded[(string) $row->tbl] ??= ['rows' => (int) strtok((string) $row->stat, ' '), 'indexes' => []];
            if (is_string($row->idx)) {
                $recorded[(string) $row->tbl]['indexes'][] = $row->idx;
            }
        }

        return $recorded;
    }
}
