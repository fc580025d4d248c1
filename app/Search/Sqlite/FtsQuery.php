<?php

declare(strict_types=1);

namespace App\Search\Sqlite;

use App\Search\MatchQuery;

/**
 * A MatchQuery as an FTS5 match expression: `"iphone"* AND ("samsnug"* OR "samsung") AND "15"`.
 */
final class FtsQuery
{
    public static function expression(MatchQuery $query): string
    {
        return implode(' AND ', array_map(static function (array $clause): string {
            // Terms are [a-z0-9]+ (Normalizer), so quoting cannot be broken out of.
            $terms = array_map(static fn (array $t): string => '"'.$t['term'].'"'.($t['prefix'] ? '*' : ''), $clause);

            return count($terms) === 1 ? $terms[0] : '('.implode(' OR ', $terms).')';
        }, $query->clauses));
    }
}
