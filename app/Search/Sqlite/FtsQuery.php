<?php

declare(strict_types=1);

namespace App\Search\Sqlite;

use App\Search\Normalizer;

/**
 * FTS5 match expressions for a list of normalised tokens. Every token must match (AND); words also match as a
 * prefix ("telev" → televizoare), numbers only whole ("15" is not "150").
 */
final class FtsQuery
{
    /**
     * @param  list<string>  $tokens
     */
    public static function exact(array $tokens): string
    {
        return implode(' AND ', array_map(self::term(...), $tokens));
    }

    /**
     * The expression with each token widened by its typo corrections; null when no token has any.
     *
     * @param  list<string>  $tokens
     * @param  array<string, list<string>>  $corrections  token => terms one typo away
     */
    public static function withCorrections(array $tokens, array $corrections): ?string
    {
        $parts = [];
        $widened = false;
        foreach ($tokens as $token) {
            $alternatives = $corrections[$token] ?? [];
            if ($alternatives === []) {
                $parts[] = self::term($token);

                continue;
            }
            $widened = true;
            $parts[] = '('.implode(' OR ', [self::term($token), ...array_map(static fn (string $t): string => '"'.$t.'"', $alternatives)]).')';
        }

        return $widened ? implode(' AND ', $parts) : null;
    }

    private static function term(string $token): string
    {
        // Tokens are [a-z0-9]+ (Normalizer), so quoting cannot be broken out of.
        return Normalizer::isWord($token) ? '"'.$token.'"*' : '"'.$token.'"';
    }
}
