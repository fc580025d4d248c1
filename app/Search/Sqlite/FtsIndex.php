<?php

declare(strict_types=1);

namespace App\Search\Sqlite;

use App\Search\SearchDocument;
use App\Search\Typo;
use Illuminate\Database\ConnectionInterface;

/**
 * The tables of one search index on SQLite:
 * - `search_{index}`: FTS5 table of normalised tokens; its rowid is the document's order key (SearchDocument),
 *   so `ORDER BY rowid DESC` is the ranking and needs no sort;
 * - `search_{index}_keys`: record key → order key, to replace or remove a record whose rank changed;
 * - `search_{index}_terms`: the indexed words, looked up by first letter and length for typo corrections.
 */
final readonly class FtsIndex
{
    /** Rows per multi-row INSERT (three bound values each, well below SQLite's variable limit). */
    private const INSERT_BATCH = 500;

    public function __construct(private ConnectionInterface $db, private string $index)
    {
    }

    public function table(): string
    {
        return 'search_'.$this->index;
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

    /**
     * Adds documents, replacing earlier versions of the same keys.
     *
     * @param  list<SearchDocument>  $documents
     */
    public function put(array $documents, bool $replace = true): void
    {
        if ($replace) {
            $this->remove(array_map(static fn (SearchDocument $document): int => $document->key, $documents));
        }

        $table = $this->table();
        foreach (array_chunk($documents, self::INSERT_BATCH) as $batch) {
            $this->insertRows($table, ['rowid', 'body'], array_map(static fn (SearchDocument $d): array => [$d->order, $d->body()], $batch));
            $this->insertRows("{$table}_keys", ['id', 'doc'], array_map(static fn (SearchDocument $d): array => [$d->key, $d->order], $batch));
        }

        $terms = [];
        foreach ($documents as $document) {
            foreach ($document->vocabulary() as $term) {
                $terms[$term] = [$term, $term[0], strlen($term)];
            }
        }
        $this->addTerms(array_values($terms));
    }

    /**
     * @param  list<array{0: string, 1: string, 2: int}>  $terms
     */
    private function addTerms(array $terms): void
    {
        foreach (array_chunk($terms, self::INSERT_BATCH) as $batch) {
            $this->insertRows($this->table().'_terms', ['term', 'first', 'length'], $batch, 'INSERT OR IGNORE');
        }
    }

    /**
     * @param  list<int>  $keys
     */
    public function remove(array $keys): void
    {
        $table = $this->table();
        foreach (array_chunk($keys, self::INSERT_BATCH) as $batch) {
            $marks = implode(',', array_fill(0, count($batch), '?'));
            $this->db->delete("DELETE FROM \"$table\" WHERE rowid IN (SELECT doc FROM \"{$table}_keys\" WHERE id IN ($marks))", $batch);
            $this->db->delete("DELETE FROM \"{$table}_keys\" WHERE id IN ($marks)", $batch);
        }
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

    /**
     * Record keys matching an FTS5 expression, best ranked first.
     *
     * @return list<int>
     */
    public function keys(string $expression, int $limit): array
    {
        $table = $this->table();
        $rows = $this->db->select("SELECT rowid AS doc FROM \"$table\" WHERE \"$table\" MATCH ? ORDER BY rowid DESC LIMIT ?", [$expression, $limit]);

        return array_values(array_map(static fn (object $row): int => SearchDocument::keyOf((int) self::column($row, 'doc')), $rows));
    }

    /**
     * Indexed words one typo away from a token. Only words sharing its first or second letter and of a length
     * within one are read, which keeps the list to a few dozen whatever the catalogue size.
     *
     * @return list<string>
     */
    public function typoCandidates(string $token): array
    {
        if (strlen($token) < Typo::MIN_LENGTH) {
            return [];
        }

        $length = strlen($token);
        $rows = $this->db->select(
            "SELECT term FROM \"{$this->table()}_terms\" WHERE first IN (?, ?) AND length BETWEEN ? AND ?",
            [$token[0], $token[1], $length - 1, $length + 1],
        );

        return Typo::candidates($token, array_map(static fn (object $row): string => (string) self::column($row, 'term'), $rows));
    }

    private static function column(object $row, string $name): int|string
    {
        $value = get_object_vars($row)[$name] ?? null;

        return is_int($value) || is_string($value) ? $value : (int) $value;
    }

    /**
     * @param  list<string>  $columns
     * @param  list<array<int, int|string>>  $rows
     */
    private function insertRows(string $table, array $columns, array $rows, string $verb = 'INSERT'): void
    {
        if ($rows === []) {
            return;
        }

        $placeholders = '('.implode(',', array_fill(0, count($columns), '?')).')';
        $sql = sprintf(
            '%s INTO "%s" (%s) VALUES %s',
            $verb,
            $table,
            implode(',', array_map(static fn (string $c): string => "\"$c\"", $columns)),
            implode(',', array_fill(0, count($rows), $placeholders)),
        );
        $this->db->insert($sql, array_merge(...array_map(array_values(...), $rows)));
    }
}
