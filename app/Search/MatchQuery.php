<?php

declare(strict_types=1);

namespace App\Search;

/**
 * What a search asks of an index, whatever its database: every clause must match (AND); a clause matches when
 * one of its terms does (OR). The shopper's own words match as prefixes ("telev" → televizoare), numbers only
 * whole ("15" is not "150"), and typo corrections only whole. Each index writes it in its own syntax
 * (Sqlite\FtsQuery, Postgres\TsQuery, MariaDb\WordIndex).
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
     */
    public static function exact(array $tokens): self
    {
        return new self(array_map(static fn (string $token): array => [self::typed($token)], $tokens));
    }

    /**
     * The query with each token widened by its typo corrections; null when no token has any.
     *
     * @param  list<string>  $tokens
     * @param  array<string, list<string>>  $corrections  token => terms one typo away
     */
    public static function withCorrections(array $tokens, array $corrections): ?self
    {
        $clauses = [];
        $widened = false;
        foreach ($tokens as $token) {
            $alternatives = $corrections[$token] ?? [];
            $widened = $widened || $alternatives !== [];
            $clauses[] = [
                self::typed($token),
                ...array_map(static fn (string $term): array => ['term' => $term, 'prefix' => false], $alternatives),
            ];
        }

        return $widened ? new self($clauses) : null;
    }

    /**
     * @return array{term: string, prefix: bool}
     */
    private static function typed(string $token): array
    {
        return ['term' => $token, 'prefix' => Normalizer::isWord($token)];
    }
}
