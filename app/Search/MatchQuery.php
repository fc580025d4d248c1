<?php

declare(strict_types=1);

namespace App\Search;

/**
 * What a search asks of an index, whatever its database: every clause must match (AND); a clause matches when
 * one of its terms does (OR). The shopper's own words match as prefixes ("telev" → televizoare), numbers only
 * whole ("15" is not "150"), and typo corrections only whole. A one-letter word is whole too (the "a" of "a4tech",
 * the "s" of "galaxy s23", the "b" of "oral-b"): as a prefix it would match most of the catalogue, narrowing nothing
 * while the index reads every word with that letter (no index keeps one-letter prefixes; with a million products
 * that was a search's slowest query). Only while the shopper is typing ($typing: the search box's suggestions) is a
 * one-letter last word a prefix ("samsung g" → galaxy). Each index writes it in its own syntax (Sqlite\FtsQuery,
 * Postgres\TsQuery, MariaDb\WordIndex).
 */
final readonly class MatchQuery
{
    /**
     * @param  list<list<array{term: string, prefix: bool}>>  $clauses
     */
    private function __construct(public array $clauses)
    {
    }

    /**
     * @param  list<string>  $tokens  normalised tokens ([a-z0-9]+, Normalizer)
     * @param  bool  $typing  the last token may still be being typed
     */
    public static function exact(array $tokens, bool $typing = false): self
    {
        $last = count($tokens) - 1;

        return new self(array_map(static fn (string $token, int $position): array => [self::typed($token, $typing && $position === $last)], $tokens, array_keys($tokens)));
    }

    /**
     * The query with each token widened by its typo corrections; null when no token has any.
     *
     * @param  list<string>  $tokens
     * @param  array<string, list<string>>  $corrections  token => terms one typo away
     * @param  bool  $typing  the last token may still be being typed
     */
    public static function withCorrections(array $tokens, array $corrections, bool $typing = false): ?self
    {
        $clauses = [];
        $widened = false;
        $last = count($tokens) - 1;
        foreach ($tokens as $position => $token) {
            $alternatives = $corrections[$token] ?? [];
            $widened = $widened || $alternatives !== [];
            $clauses[] = [
                self::typed($token, $typing && $position === $last),
                ...array_map(static fn (string $term): array => ['term' => $term, 'prefix' => false], $alternatives),
            ];
        }

        return $widened ? new self($clauses) : null;
    }

    /**
     * @return array{term: string, prefix: bool}
     */
    private static function typed(string $token, bool $beingTyped): array
    {
        return ['term' => $token, 'prefix' => Normalizer::isWord($token) && ($beingTyped || strlen($token) > 1)];
    }
}
