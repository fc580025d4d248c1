<?php

declare(strict_types=1);

namespace App\Search;

use Illuminate\Database\Eloquent\Collection as EloquentCollection;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\LazyCollection;
use Laravel\Scout\Builder;
use Laravel\Scout\Engines\Engine;

/**
 * Scout engine on the app's own database (driver `database-fts`; `sqlite-fts` is its former name): SQLite FTS5,
 * PostgreSQL tsvector or MariaDB word tables, by the model's connection (SearchIndexes), with the same behaviour on each since all
 * of it is here and in Normalizer, the index only matching and ranking. Ranking, best first:
 * 1. every query word matches exactly or as a prefix;
 * 2. then matches that need one typo corrected in some word;
 * 3. when that finds (almost) nothing, the same query read in the other keyboard layout (1 and 2 again).
 * Within each class: in stock first, then by popularity (the order key of SearchDocument).
 *
 * Models give `popularity` and `in_stock` in toSearchableArray(); every other value is indexed as text.
 * Scout `where` clauses are not supported: filter the returned keys in SQL instead.
 */
final class DatabaseFtsEngine extends Engine
{
    /** Query words beyond this are ignored: they would only narrow an AND query that already matches little. */
    private const MAX_TOKENS = 8;

    /** The other keyboard layout is tried when the query itself finds fewer results than this. */
    private const FEW_RESULTS = 3;

    /** Shorter queries read in the other layout are mostly other short prefixes, not what was meant. */
    private const MIN_SWITCHED_LENGTH = 3;

    /** The most results any search returns (pagination included). */
    public const MAX_RESULTS = 1000;

    /**
     * The model and words of the last rankedKeys() call, and whether all of them together matched anything, so that
     * correctedQuery() for the same words right after it (the search page asks both) does not ask the index again:
     * with a million products an AND of common words (or of a one-letter prefix, "a4tech" → a, 4, tech) is the
     * slowest query there is. Only the very next correctedQuery() reads it, and any change to an index forgets it, so a
     * long-running process never answers from an old one.
     *
     * @var array{string, bool}|null
     */
    private ?array $lastExact = null;

    /**
     * @param  EloquentCollection<int, Model>  $models
     */
    // @phpstan-ignore method.childParameterType (Scout's Engine declares these parameters without their generic types)
    public function update($models): void
    {
        $this->lastExact = null;
        $first = $models->first();
        if ($first === null) {
            return;
        }

        $index = $this->index($first);
        $documents = array_values($models->map(static function (Model $model): SearchDocument {
            /** @var array<string, mixed> $data */
            $data = self::scout($model, 'toSearchableArray');

            return SearchDocument::fromSearchableArray(self::key($model), $data);
        })->all());

        $first->getConnection()->transaction(static fn () => $index->put($documents));
    }

    /**
     * @param  EloquentCollection<int, Model>  $models
     */
    // @phpstan-ignore method.childParameterType (Scout's Engine declares these parameters without their generic types)
    public function delete($models): void
    {
        $this->lastExact = null;
        $first = $models->first();
        if ($first === null) {
            return;
        }

        $this->index($first)->remove(array_values($models->map(self::key(...))->all()));
    }

    /**
     * @param  Builder<Model>  $builder
     * @return array{keys: list<int>}
     */
    // @phpstan-ignore method.childParameterType (Scout's Engine declares these parameters without their generic types)
    public function search(Builder $builder): array
    {
        $limit = $builder->limit ?? self::MAX_RESULTS;

        return ['keys' => $this->rankedKeys($builder->model, $builder->query, min($limit, self::MAX_RESULTS), self::typing($builder))];
    }

    /**
     * @param  Builder<Model>  $builder
     * @param  int  $perPage
     * @param  int  $page
     * @return array{keys: list<int>, total: int}
     */
    // @phpstan-ignore method.childParameterType (Scout's Engine declares these parameters without their generic types)
    public function paginate(Builder $builder, $perPage, $page): array
    {
        $keys = $this->rankedKeys($builder->model, $builder->query, self::MAX_RESULTS, self::typing($builder));

        return ['keys' => array_slice($keys, ($page - 1) * $perPage, $perPage), 'total' => count($keys)];
    }

    /**
     * Record keys for a query, ranked (see the class comment). $typing: the query is still being typed (the search
     * box's suggestions), so a one-letter last word is a prefix (MatchQuery).
     *
     * @return list<int>
     */
    public function rankedKeys(Model $model, string $query, int $limit, bool $typing = false): array
    {
        $index = $this->index($model);
        $tokens = array_slice(Normalizer::tokens($query), 0, self::MAX_TOKENS);
        if ($tokens === [] || $limit < 1) {
            return [];
        }

        $exact = $index->keys(MatchQuery::exact($tokens, $typing), $limit);
        $this->lastExact = $typing ? null : [self::wordsKey($model, $tokens), $exact !== []];
        $found = $this->collect($index, $tokens, [], $limit, $typing, $exact);
        if (count($found) < self::FEW_RESULTS && mb_strlen(trim($query)) >= self::MIN_SWITCHED_LENGTH) {
            $switched = array_slice(Normalizer::tokens(KeyboardLayout::switch($query)), 0, self::MAX_TOKENS);
            if ($switched !== [] && $switched !== $tokens) {
                $found = $this->collect($index, $switched, $found, $limit, $typing);
            }
        }

        return array_keys($found);
    }

    /**
     * The query the results came from when the shopper's own words match nothing: the same words with their typos
     * corrected ("samsnug" → "samsung"), or read in the other keyboard layout ("ыфьыгтп" → "samsung"). Null when
     * the words match as typed (transliteration and diacritics are part of matching, not corrections) or when
     * nothing matches at all.
     */
    public function correctedQuery(Model $model, string $query): ?string
    {
        $index = $this->index($model);
        $tokens = array_slice(Normalizer::tokens($query), 0, self::MAX_TOKENS);
        [$asked, $matched] = $this->lastExact ?? ['', false];
        $this->lastExact = null;
        if ($tokens === [] || ($asked === self::wordsKey($model, $tokens) ? $matched : $index->keys(MatchQuery::exact($tokens), 1) !== [])) {
            return null;
        }

        $corrected = $this->corrected($index, $tokens);
        if ($corrected !== null) {
            return implode(' ', $corrected);
        }
        if (mb_strlen(trim($query)) < self::MIN_SWITCHED_LENGTH) {
            return null;
        }

        $switchedText = trim((string) preg_replace('/\s+/u', ' ', KeyboardLayout::switch($query)));
        $switched = array_slice(Normalizer::tokens($switchedText), 0, self::MAX_TOKENS);
        if ($switched === [] || $switched === $tokens) {
            return null;
        }
        if ($index->keys(MatchQuery::exact($switched), 1) !== []) {
            return $switchedText;
        }
        $corrected = $this->corrected($index, $switched);

        return $corrected === null ? null : implode(' ', $corrected);
    }

    /**
     * The tokens with each one that matches nothing replaced by the first of its one-typo neighbours that does,
     * when the whole corrected query then matches. Called only for tokens that match nothing together, so when every
     * word matches on its own there is nothing to correct and the index is not asked again.
     *
     * @param  list<string>  $tokens
     * @return list<string>|null
     */
    private function corrected(SearchIndex $index, array $tokens): ?array
    {
        $corrected = [];
        foreach ($tokens as $token) {
            if ($index->keys(MatchQuery::exact([$token]), 1) !== []) {
                $corrected[] = $token;

                continue;
            }
            $match = null;
            foreach ($index->typoCandidates($token) as $candidate) {
                if ($index->keys(MatchQuery::exact([$candidate]), 1) !== []) {
                    $match = $candidate;
                    break;
                }
            }
            if ($match === null) {
                return null;
            }
            $corrected[] = $match;
        }
        if ($corrected === $tokens) {
            return null;
        }

        return $index->keys(MatchQuery::exact($corrected), 1) === [] ? null : $corrected;
    }

    /**
     * Adds exact/prefix matches, then typo-corrected ones, to those found so far.
     *
     * @param  list<string>  $tokens
     * @param  array<int, true>  $found
     * @param  list<int>|null  $exactKeys  the exact matches when already asked for (with $limit, nothing found yet)
     * @return array<int, true>
     */
    private function collect(SearchIndex $index, array $tokens, array $found, int $limit, bool $typing, ?array $exactKeys = null): array
    {
        $found = $this->append($index, MatchQuery::exact($tokens, $typing), $found, $limit, $exactKeys);
        if (count($found) >= $limit) {
            return $found;
        }

        $corrections = [];
        foreach (array_unique($tokens) as $token) {
            $corrections[$token] = $index->typoCandidates($token);
        }
        $widened = MatchQuery::withCorrections($tokens, $corrections, $typing);

        return $widened === null ? $found : $this->append($index, $widened, $found, $limit);
    }

    /**
     * @param  array<int, true>  $found
     * @param  list<int>|null  $keys  the query's keys when already asked for
     * @return array<int, true>
     */
    private function append(SearchIndex $index, MatchQuery $query, array $found, int $limit, ?array $keys = null): array
    {
        foreach ($keys ?? $index->keys($query, $limit + count($found)) as $key) {
            if (count($found) >= $limit) {
                break;
            }
            $found[$key] ??= true;
        }

        return $found;
    }

    /**
     * @param  mixed  $results
     * @return \Illuminate\Support\Collection<int, int>
     */
    public function mapIds($results): \Illuminate\Support\Collection
    {
        return collect(self::resultKeys($results));
    }

    /**
     * @param  Builder<Model>  $builder
     * @param  mixed  $results
     * @param  Model  $model
     * @return EloquentCollection<int, Model>
     */
    // @phpstan-ignore method.childParameterType (Scout's Engine declares these parameters without their generic types)
    public function map(Builder $builder, $results, $model): EloquentCollection
    {
        $keys = self::resultKeys($results);
        if ($keys === []) {
            return $model->newCollection();
        }

        /** @var EloquentCollection<int, Model> $models */
        $models = self::scout($model, 'getScoutModelsByIds', $builder, $keys);
        $positions = array_flip($keys);
        $ranked = [];
        foreach ($models as $found) {
            $position = $positions[self::key($found)] ?? null;
            if ($position !== null) {
                $ranked[$position] = $found;
            }
        }
        ksort($ranked);

        return $model->newCollection(array_values($ranked));
    }

    /**
     * @param  Builder<Model>  $builder
     * @param  mixed  $results
     * @param  Model  $model
     * @return LazyCollection<int, Model>
     */
    // @phpstan-ignore method.childParameterType (Scout's Engine declares these parameters without their generic types)
    public function lazyMap(Builder $builder, $results, $model): LazyCollection
    {
        return LazyCollection::make($this->map($builder, $results, $model)->all());
    }

    /**
     * @param  mixed  $results
     */
    public function getTotalCount($results): int
    {
        $total = is_array($results) ? ($results['total'] ?? null) : null;

        return is_int($total) ? $total : count(self::resultKeys($results));
    }

    /**
     * @param  Model  $model
     */
    public function flush($model): void
    {
        $this->lastExact = null;
        $this->index($model)->flush();
    }

    /**
     * @param  string  $name
     * @param  array<mixed>  $options
     */
    public function createIndex($name, array $options = []): void
    {
        SearchIndexes::for(DB::connection(), $name)->create();
    }

    /**
     * @param  string  $name
     */
    public function deleteIndex($name): void
    {
        SearchIndexes::for(DB::connection(), $name)->drop();
    }

    public function index(Model $model): SearchIndex
    {
        $name = self::scout($model, 'searchableAs');

        return SearchIndexes::for($model->getConnection(), is_string($name) ? $name : $model->getTable());
    }

    /**
     * Whether the Scout query is still being typed (`->options(['typing' => true])`, ProductSearch::ids()).
     *
     * @param  Builder<Model>  $builder
     */
    private static function typing(Builder $builder): bool
    {
        return ($builder->options['typing'] ?? false) === true;
    }

    /**
     * @param  list<string>  $tokens
     */
    private static function wordsKey(Model $model, array $tokens): string
    {
        return $model::class."\0".implode(' ', $tokens);
    }

    /**
     * @return list<int>
     */
    private static function resultKeys(mixed $results): array
    {
        $keys = is_array($results) ? ($results['keys'] ?? []) : [];

        return is_array($keys) ? array_values(array_filter($keys, is_int(...))) : [];
    }

    private static function key(Model $model): int
    {
        $key = self::scout($model, 'getScoutKey');

        return is_numeric($key) ? (int) $key : 0;
    }

    /**
     * Calls a method of Scout's Searchable trait, which Model itself does not declare.
     */
    private static function scout(Model $model, string $method, mixed ...$arguments): mixed
    {
        $callable = [$model, $method];
        if (! is_callable($callable)) {
            throw new \LogicException($model::class.' does not use Laravel\Scout\Searchable.');
        }

        return $callable(...$arguments);
    }
}
