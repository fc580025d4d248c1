<?php

declare(strict_types=1);

namespace App\Search\Sqlite;

use App\Search\IndexTables;
use App\Search\MatchQuery;
use App\Search\SearchDocument;
use App\Search\SearchIndex;
use Illuminate\Database\ConnectionInterface;

/**
 * The search index on SQLite: `search_{index}` is an FTS5 table of normalised tokens whose rowid is the document's
 * order key (SearchDocument), so `ORDER BY rowid DESC` is the ranking and needs no sort; the keys and terms tables
 * are IndexTables'.
 */
final readonly class FtsIndex implements SearchIndex
{
    private IndexTables $tables;

    public function __construct(private ConnectionInterface $db, string $index)
    {
        $this->tables = new IndexTables($db, IndexTables::name($index));
    }

    public function table(): string
    {
        return $this->tables->table;
    }

    public function create(): void
    {
        $table = $this->table();
        $this->db->statement("CREATE VIRTUAL TABLE IF NOT EXISTS \"$table\" USING fts5(body, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3', detail = 'column')");
        $this->db->statement("CREATE TABLE IF NOT EXISTS \"{$table}_keys\" (id INTEGER PRIMARY KEY, doc INTEGER NOT NULL)");
        $this->db->statement("CREATE TABLE IF NOT EXISTS \"{$table}_terms\" (term TEXT PRIMARY KEY, first TEXT NOT NULL, length INTEGER NOT NULL) WITHOUT ROWID");
        $this->db->statement("CREATE INDEX IF NOT EXISTS \"{$table}_terms_lookup\" ON \"{$table}_terms\" (first, length)");
    }

    public function drop(): void
    {
        $table = $this->table();
        $this->db->statement("DROP TABLE IF EXISTS \"$table\"");
        $this->db->statement("DROP TABLE IF EXISTS \"{$table}_keys\"");
        $this->db->statement("DROP TABLE IF EXISTS \"{$table}_terms\"");
    }

    public function put(array $documents, bool $replace = true): void
    {
        $this->tables->put($documents, $replace, 'rowid', fn (array $batch) => $this->tables->insertRows(
            $this->table(),
            ['rowid', 'body'],
            array_map(static fn (SearchDocument $d): array => [$d->order, $d->body()], $batch),
        ));
    }

    public function remove(array $keys): void
    {
        $this->tables->remove($keys, 'rowid');
    }

    public function flush(): void
    {
        $this->drop();
        $this->create();
    }

    /** Merges the index segments after a bulk load, so queries read one b-tree. */
    public function optimize(): void
    {
        $table = $this->table();
        $this->db->insert("INSERT INTO \"$table\"(\"$table\") VALUES ('optimize')");
    }

    public function keys(MatchQuery $query, int $limit): array
    {
        $table = $this->table();

        return IndexTables::recordKeys($this->db->select(
            "SELECT rowid AS doc FROM \"$table\" WHERE \"$table\" MATCH ? ORDER BY rowid DESC LIMIT ?",
            [FtsQuery::expression($query), $limit],
        ));
    }

    public function typoCandidates(string $token): array
    {
        return $this->tables->typoCandidates($token);
    }

    public function contains(int $key): bool
    {
        return $this->tables->contains($key);
    }

    public function count(): int
    {
        return $this->tables->count();
    }
}
