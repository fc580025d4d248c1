<?php

declare(strict_types=1);

namespace App\Search;

/**
 * One search index in the app's database (SearchIndexes picks the implementation for the connection's driver).
 * Every implementation keeps the same three things: the normalised text of each record under its order key
 * (SearchDocument), so reading matches by descending order key is the ranking; record key → order key; and the
 * indexed words, for typo corrections (typoCandidates()).
 */
interface SearchIndex
{
    public function create(): void;

    public function drop(): void;

    /** Empties the index (and creates it when missing). */
    public function flush(): void;

    /**
     * Adds documents, replacing earlier versions of the same keys unless told they are new.
     *
     * @param  list<SearchDocument>  $documents
     */
    public function put(array $documents, bool $replace = true): void;

    /**
     * @param  list<int>  $keys
     */
    public function remove(array $keys): void;

    /** Makes the index fast to read after a bulk load. */
    public function optimize(): void;

    /**
     * Record keys matching a query, best ranked first.
     *
     * @return list<int>
     */
    public function keys(MatchQuery $query, int $limit): array;

    /**
     * Indexed words one typo away from a token.
     *
     * @return list<string>
     */
    public function typoCandidates(string $token): array;

    /** Whether a record key is in the index. */
    public function contains(int $key): bool;

    /** The number of records in the index. */
    public function count(): int;
}
