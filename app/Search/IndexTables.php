<?php

declare(strict_types=1);

namespace App\Search;

use Closure;
use Illuminate\Database\Connection;
use Illuminate\Database\ConnectionInterface;

/**
 * What every database's index does the same way, in SQL that SQLite, PostgreSQL and MariaDB all read (names quoted
 * the database's way):
 * - `search_{index}`: the documents, one row per order key (the table itself is each database's own);
 * - `search_{index}_keys`: record key → order key, to replace or remove a record whose rank changed;
 * - `search_{index}_terms`: the indexed words, looked up by first letter and length for typo corrections.
 */
final readonly class IndexTables
{
    /** Rows per multi-row INSERT (three bound values each, well below SQLite's and PostgreSQL's variable limits). */
    public const INSERT_BATCH = 500;

    /** MySQL and MariaDB quote names with backticks (a double quote starts a string there). */
    private bool $backticks;

    public function __construct(private ConnectionInterface $db, public string $table)
    {
        $this->backticks = $db instanceof Connection && in_array($db->getDriverName(), ['mysql', 'mariadb'], true);
    }

    /** A table or column name quoted for this database. */
    public function quote(string $name): string
    {
        return $this->backticks ? "`$name`" : "\"$name\"";
    }

    public static function name(string $index): string
    {
        return 'search_'.$index;
    }

    public function keysTable(): string
    {
        return $this->table.'_keys';
    }

    public function termsTable(): string
    {
        return $this->table.'_terms';
    }

    /**
     * Writes the documents' order keys and words; the caller writes their text to its own table with the
     * $insertDocuments callback, given each batch.
     *
     * @param  list<SearchDocument>  $documents
     * @param  Closure(list<SearchDocument>): void  $insertDocuments
     * @param  (Closure(list<int>): void)|null  $removeDocuments  see remove()
     */
    public function put(array $documents, bool $replace, string $docColumn, Closure $insertDocuments, ?Closure $removeDocuments = null): void
    {
        if ($replace) {
            $this->remove(array_map(static fn (SearchDocument $document): int => $document->key, $documents), $docColumn, $removeDocuments);
        }

        foreach (array_chunk($documents, self::INSERT_BATCH) as $batch) {
            $insertDocuments($batch);
            $this->insertRows($this->keysTable(), ['id', 'doc'], array_map(static fn (SearchDocument $d): array => [$d->key, $d->order], $batch));
        }

        $terms = [];
        foreach ($documents as $document) {
            foreach ($document->vocabulary() as $term) {
                $terms[$term] = [$term, $term[0], strlen($term)];
            }
        }
        foreach (array_chunk(array_values($terms), self::INSERT_BATCH) as $batch) {
            $this->insertRows($this->termsTable(), ['term', 'first', 'length'], $batch, ignoreDuplicates: true);
        }
    }

    /**
     * Removes records: their documents (whose order key column is $docColumn) and their keys. With
     * $removeDocuments, their order keys are read first and handed to it to remove the documents (MariaDB, which
     * runs a DELETE with a subquery by scanning the whole table).
     *
     * @param  list<int>  $keys
     * @param  (Closure(list<int>): void)|null  $removeDocuments
     */
    public function remove(array $keys, string $docColumn, ?Closure $removeDocuments = null): void
    {
        foreach (array_chunk($keys, self::INSERT_BATCH) as $batch) {
            $marks = implode(',', array_fill(0, count($batch), '?'));
            if ($removeDocuments === null) {
                $this->db->delete("DELETE FROM {$this->quote($this->table)} WHERE {$this->quote($docColumn)} IN (SELECT doc FROM {$this->quote($this->keysTable())} WHERE id IN ($marks))", $batch);
            } else {
                $docs = array_values(array_map(static fn (object $row): int => (int) self::column($row, 'doc'), $this->db->select("SELECT doc FROM {$this->quote($this->keysTable())} WHERE id IN ($marks)", $batch)));
                if ($docs !== []) {
                    $removeDocuments($docs);
                }
            }
            $this->db->delete("DELETE FROM {$this->quote($this->keysTable())} WHERE id IN ($marks)", $batch);
        }
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
            "SELECT term FROM {$this->quote($this->termsTable())} WHERE {$this->quote('first')} IN (?, ?) AND {$this->quote('length')} BETWEEN ? AND ?",
            [$token[0], $token[1], $length - 1, $length + 1],
        );

        return Typo::candidates($token, array_map(static fn (object $row): string => (string) self::column($row, 'term'), $rows));
    }

    public function contains(int $key): bool
    {
        return $this->db->selectOne("SELECT 1 AS found FROM {$this->quote($this->keysTable())} WHERE id = ?", [$key]) !== null;
    }

    public function count(): int
    {
        $row = $this->db->selectOne("SELECT COUNT(*) AS total FROM {$this->quote($this->keysTable())}");

        return is_object($row) ? (int) self::column($row, 'total') : 0;
    }

    /**
     * Record keys of the rows a query selected as `doc` (order keys), in the query's order.
     *
     * @param  array<int, object>  $rows
     * @return list<int>
     */
    public static function recordKeys(array $rows): array
    {
        return array_values(array_map(static fn (object $row): int => SearchDocument::keyOf((int) self::column($row, 'doc')), $rows));
    }

    public static function column(object $row, string $name): int|string
    {
        $value = get_object_vars($row)[$name] ?? null;

        return is_int($value) || is_string($value) ? $value : (int) $value;
    }

    /**
     * @param  list<string>  $columns
     * @param  list<array<int, int|string>>  $rows
     */
    public function insertRows(string $table, array $columns, array $rows, bool $ignoreDuplicates = false): void
    {
        if ($rows === []) {
            return;
        }

        $placeholders = '('.implode(',', array_fill(0, count($columns), '?')).')';
        $sql = sprintf(
            'INSERT%s INTO %s (%s) VALUES %s%s',
            $ignoreDuplicates && $this->backticks ? ' IGNORE' : '',
            $this->quote($table),
            implode(',', array_map($this->quote(...), $columns)),
            implode(',', array_fill(0, count($rows), $placeholders)),
            $ignoreDuplicates && ! $this->backticks ? ' ON CONFLICT DO NOTHING' : '',
        );
        $this->db->insert($sql, array_merge(...array_map(array_values(...), $rows)));
    }
}
