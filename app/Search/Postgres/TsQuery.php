<?php

declare(strict_types=1);

namespace App\Search\Postgres;

use App\Search\MatchQuery;

/**
 * A MatchQuery as a PostgreSQL tsquery for `to_tsquery('simple', …)`: `iphone:* & (samsnug:* | samsung) & 15`.
 */
final class TsQuery
{
    public static function expression(MatchQuery $query): string
    {
        return implode(' & ', array_map(static function (array $clause): string {
            // Terms are [a-z0-9]+ (Normalizer): no tsquery operator or quote can get in.
            $terms = array_map(static fn (array $t): string => $t['term'].($t['prefix'] ? ':*' : ''), $clause);

            return count($terms) === 1 ? $terms[0] : '('.implode(' | ', $terms).')';
        }, $query->clauses));
    }
}
