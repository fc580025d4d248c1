<?php

declare(strict_types=1);

namespace App\Search\MariaDb;

use App\Search\IndexTables;
use App\Search\MatchQuery;
use App\Search\SearchDocument;
use App\Search\SearchIndex;
use Illuminate\Database\ConnectionInterface;

/**
 * The search index on MariaDB (and MySQL, whose SQL it is too), in plain InnoDB tables with B-tree indexes rather
 * than a FULLTEXT index (docs/decisions.md: FULLTEXT skips words under innodb_ft_min_token_size — "tv", "55" — and
 * its stopwords unless the server is configured for it, and does not see a transaction's writes before it commits):
 * - `search_{index}`: each document's normalised words between spaces (" samsung tv 55 ") under its order key
 *   (SearchDocument), so reading matches `ORDER BY doc DESC` is the ranking and each word is matched with LIKE:
 *   `% samsung %` whole, `% sams%` as a prefix;
 * - `search_{index}_words`: one row per word and document, keyed (word, doc), where a word or a prefix is a range
 *   of the key: it finds the documents of rare words without reading the others;
 * - the keys and terms tables are IndexTables'.
 * Every table is ASCII with binary comparison: the words are [a-z0-9] (Normalizer), compared byte for byte as on
 * SQLite and PostgreSQL.
 */
final readonly class WordIndex implements SearchIndex
{
    /** The longest word kept whole in the words table; longer ones are kept as their first this many letters. */
    public const WORD_LENGTH = 255;

    /**
     * Documents walked in rank order per result asked for (at least MIN_WALK) before reading the words table: when
     * fewer than one in ten of the best-ranked documents match, the matches are few enough to read them all. A
     * walked document costs a LIKE on a row already in the page being read, a word-table match a lookup of its
     * document in another page, some ten times more: the walk is long for it.
     */
    private const WALK_PER_RESULT = 10;

    private const MIN_WALK = 2000;

    /** Word rows counted at most per query word to choose the rarest one. */
    private const COUNT_CAP = 5000;

    /** Rows per multi-row INSERT into the words table (two bound values each). */
    private const WORDS_BATCH = 2000;

    private IndexTables $tables;

    public function __construct(private ConnectionInterface $db, string $index)
    {
        $this->tables = new IndexTables($db, IndexTables::name($index));
    }

    public function table(): string
    {
        return $this->tables->table;
    }

    public function wordsTable(): string
    {
        return $this->tables->table.'_words';
    }

    public function create(): void
    {
        $options = 'ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin';
        $table = $this->table();
        $words = $this->wordsTable();
        $this->db->statement("CREATE TABLE IF NOT EXISTS `$table` (doc BIGINT NOT NULL PRIMARY KEY, body MEDIUMTEXT NOT NULL) $options");
        $this->db->statement('CREATE TABLE IF NOT EXISTS `'.$words.'` (word VARCHAR('.self::WORD_LENGTH.") NOT NULL, doc BIGINT NOT NULL, PRIMARY KEY (word, doc), KEY `{$words}_doc` (doc)) $options");
        $this->db->statement("CREATE TABLE IF NOT EXISTS `{$table}_keys` (id BIGINT NOT NULL PRIMARY KEY, doc BIGINT NOT NULL) $options");
        $this->db->statement("CREATE TABLE IF NOT EXISTS `{$table}_terms` (term VARCHAR(".self::WORD_LENGTH.") NOT NULL PRIMARY KEY, `first` CHAR(1) NOT NULL, `length` INT NOT NULL, KEY `{$table}_terms_lookup` (`first`, `length`)) $options");
    }

    public function drop(): void
    {
        $table = $this->table();
        $this->db->statement("DROP TABLE IF EXISTS `$table`, `{$this->wordsTable()}`, `{$table}_keys`, `{$table}_terms`");
    }

    /**
     * Empties the tables: TRUNCATE outside a transaction (a rebuild), DELETE inside one, since MariaDB commits the
     * open transaction before any TRUNCATE or CREATE TABLE (a test's, or a caller's).
     */
    public function flush(): void
    {
        $tables = [$this->table(), $this->wordsTable(), $this->tables->keysTable(), $this->tables->termsTable()];
        $existing = array_map(static fn (object $row): string => (string) IndexTables::column($row, 'name'), $this->db->select(
            'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (?, ?, ?, ?)',
            $tables,
        ));
        if (count($existing) < count($tables)) {
            $this->create();
        }
        foreach ($existing as $table) {
            $this->db->statement(($this->db->transactionLevel() === 0 ? 'TRUNCATE TABLE' : 'DELETE FROM')." `$table`");
        }
    }

    public function put(array $documents, bool $replace = true): void
    {
        $this->tables->put($documents, $replace, 'doc', function (array $batch): void {
            $this->tables->insertRows(
                $this->table(),
                ['doc', 'body'],
                array_map(static fn (SearchDocument $d): array => [$d->order, ' '.$d->body().' '], $batch),
            );
            $words = [];
            foreach ($batch as $document) {
                foreach (array_unique(array_map(self::stored(...), $document->tokens)) as $word) {
                    $words[] = [$word, $document->order];
                }
            }
            foreach (array_chunk($words, self::WORDS_BATCH) as $rows) {
                $this->tables->insertRows($this->wordsTable(), ['word', 'doc'], $rows);
            }
        }, $this->removeDocuments(...));
    }

    public function remove(array $keys): void
    {
        $this->tables->remove($keys, 'doc', $this->removeDocuments(...));
    }

    /**
     * @param  list<int>  $docs
     */
    private function removeDocuments(array $docs): void
    {
        $marks = implode(',', array_fill(0, count($docs), '?'));
        $this->db->delete("DELETE FROM `{$this->wordsTable()}` WHERE doc IN ($marks)", $docs);
        $this->db->delete("DELETE FROM `{$this->table()}` WHERE doc IN ($marks)", $docs);
    }

    /** Refreshes the tables' statistics for the query planner. Not inside a transaction, which ANALYZE TABLE would commit. */
    public function optimize(): void
    {
        if ($this->db->transactionLevel() === 0) {
            $table = $this->table();
            $this->db->select("ANALYZE TABLE `$table`, `{$this->wordsTable()}`, `{$table}_keys`, `{$table}_terms`");
        }
    }

    /**
     * Matches best first, read one of two ways (as on PostgreSQL, whose reasoning holds here): the best-ranked
     * documents are walked in order, which finds the top N at once when the words are common ("telev"); when that
     * walk finds fewer than N, the matches are rare enough to read them all: the documents of the query's rarest
     * word (a range of the words table's key) beyond the walk, checked for the other words and sorted. Either way a
     * match is the same LIKE test on the document's words, so both give exactly the documents with every query word.
     * A query of one word is one statement, which reads its word's documents only when the walk fell short; with
     * several, the walk comes first alone, and only when it falls short are their documents counted (one statement)
     * to read the rarest's.
     */
    public function keys(MatchQuery $query, int $limit): array
    {
        if ($limit < 1 || $query->clauses === []) {
            return [];
        }

        $table = $this->table();
        [$conditions, $bindings] = self::bodyConditions($query);
        $walk = [max(self::MIN_WALK, self::WALK_PER_RESULT * $limit) - 1, ...$bindings, $limit];
        // The walk's edge is a one-row table (0 when there are fewer documents), joined rather than compared with a
        // subquery, which MariaDB does not read as a range of the key.
        $edge = "WITH edge AS (SELECT COALESCE((SELECT doc FROM `$table` ORDER BY doc DESC LIMIT 1 OFFSET ?), 0) AS doc),\n"
            ."walked AS (SELECT d.doc FROM edge STRAIGHT_JOIN `$table` d ON d.doc >= edge.doc WHERE $conditions ORDER BY d.doc DESC LIMIT ?)\n";

        if (count($query->clauses) === 1) {
            // The words table alone answers a query of one word (unless a term is too long for it to hold whole).
            [$wordCondition, $wordBindings] = self::wordCondition($query->clauses[0]);
            $exact = array_filter($query->clauses[0], static fn (array $term): bool => strlen($term['term']) >= self::WORD_LENGTH) === [];
            $gate = '(SELECT doc FROM edge) > 0 AND (SELECT COUNT(*) FROM walked) < ? AND ';

            return self::ranked($this->db->select(
                $edge.'SELECT doc FROM walked UNION ALL '.$this->beyondWalk($wordCondition, $exact ? null : $conditions, $gate),
                [...$walk, $limit, ...$wordBindings, ...($exact ? [] : $bindings), $limit],
            ), $limit);
        }

        // A row of 0 (no order key is 0) says the walk stopped before the last document.
        $rows = $this->db->select($edge.'SELECT doc FROM walked UNION ALL SELECT 0 FROM edge WHERE doc > 0', $walk);
        $walked = array_values(array_filter($rows, static fn (object $row): bool => (int) IndexTables::column($row, 'doc') !== 0));
        if (count($walked) >= $limit || count($walked) === count($rows)) {
            return self::ranked($walked, $limit);
        }

        $rarest = $this->rarestClause($query->clauses);
        if ($rarest === null) {
            return [];
        }
        [$wordCondition, $wordBindings] = self::wordCondition($rarest);

        return self::ranked([...$walked, ...$this->db->select(
            "WITH edge AS (SELECT COALESCE((SELECT doc FROM `$table` ORDER BY doc DESC LIMIT 1 OFFSET ?), 0) AS doc)\n".$this->beyondWalk($wordCondition, $conditions),
            [$walk[0], ...$wordBindings, ...$bindings, $limit],
        )], $limit);
    }

    /**
     * The matches below the walk's edge, read from the documents of one clause's words and tested for every clause
     * ($conditions; null when the words table's match is the answer); $gate is a further condition on reading them
     * at all.
     */
    private function beyondWalk(string $wordCondition, ?string $conditions, string $gate = ''): string
    {
        if ($conditions === null) {
            return "SELECT doc FROM (SELECT DISTINCT w.doc FROM `{$this->wordsTable()}` w STRAIGHT_JOIN edge "
                ."WHERE {$gate}$wordCondition AND w.doc < edge.doc ORDER BY w.doc DESC LIMIT ?) beyond";
        }

        return 'SELECT doc FROM (SELECT d.doc FROM '
            ."(SELECT DISTINCT doc FROM `{$this->wordsTable()}` WHERE {$gate}$wordCondition) m "
            ."STRAIGHT_JOIN `{$this->table()}` d ON d.doc = m.doc STRAIGHT_JOIN edge "
            ."WHERE d.doc < edge.doc AND $conditions ORDER BY d.doc DESC LIMIT ?) beyond";
    }

    /**
     * Record keys of rows selected as `doc`, best first, at most $limit.
     *
     * @param  array<int, object>  $rows
     * @return list<int>
     */
    private static function ranked(array $rows, int $limit): array
    {
        $docs = array_map(static fn (object $row): int => (int) IndexTables::column($row, 'doc'), $rows);
        rsort($docs);

        return array_map(SearchDocument::keyOf(...), array_slice($docs, 0, $limit));
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

    /**
     * The clause with the fewest rows in the words table (counted up to COUNT_CAP each, in one statement), or null
     * when one has none, so that nothing can match.
     *
     * @param  non-empty-list<list<array{term: string, prefix: bool}>>  $clauses
     * @return list<array{term: string, prefix: bool}>|null
     */
    private function rarestClause(array $clauses): ?array
    {
        if (count($clauses) === 1) {
            return $clauses[0];
        }

        $counts = [];
        $bindings = [];
        foreach ($clauses as $position => $clause) {
            [$condition, $termBindings] = self::wordCondition($clause);
            $counts[] = "SELECT $position AS clause, (SELECT COUNT(*) FROM (SELECT 1 FROM `{$this->wordsTable()}` WHERE $condition LIMIT ?) c) AS total";
            array_push($bindings, ...$termBindings);
            $bindings[] = self::COUNT_CAP;
        }
        $rows = $this->db->select(implode(' UNION ALL ', $counts), $bindings);

        $rarest = null;
        $fewest = PHP_INT_MAX;
        foreach ($rows as $row) {
            $count = (int) IndexTables::column($row, 'total');
            if ($count === 0) {
                return null;
            }
            if ($count < $fewest) {
                [$rarest, $fewest] = [$clauses[(int) IndexTables::column($row, 'clause')], $count];
            }
        }

        return $rarest;
    }

    /**
     * Every clause as LIKE tests on the document's spaced words: one of the clause's terms, whole or as a prefix.
     * Terms are [a-z0-9]+ (Normalizer): no LIKE wildcard can get in.
     *
     * @return array{string, list<string>}
     */
    private static function bodyConditions(MatchQuery $query): array
    {
        $conditions = [];
        $bindings = [];
        foreach ($query->clauses as $clause) {
            $tests = [];
            foreach ($clause as $term) {
                $tests[] = 'body LIKE ?';
                $bindings[] = '% '.$term['term'].($term['prefix'] ? '%' : ' %');
            }
            $conditions[] = '('.implode(' OR ', $tests).')';
        }

        return [implode(' AND ', $conditions), $bindings];
    }

    /**
     * A clause as ranges of the words table's key: at least every document that has one of its terms (a word
     * longer than WORD_LENGTH is stored as its beginning, so it is looked up by that; the body test is exact).
     *
     * @param  list<array{term: string, prefix: bool}>  $clause
     * @return array{string, list<string>}
     */
    private static function wordCondition(array $clause): array
    {
        $tests = [];
        $bindings = [];
        foreach ($clause as $term) {
            if ($term['prefix'] && strlen($term['term']) < self::WORD_LENGTH) {
                $tests[] = 'word LIKE ?';
                $bindings[] = $term['term'].'%';
            } else {
                $tests[] = 'word = ?';
                $bindings[] = self::stored($term['term']);
            }
        }

        return ['('.implode(' OR ', $tests).')', $bindings];
    }

    private static function stored(string $word): string
    {
        return substr($word, 0, self::WORD_LENGTH);
    }
}
