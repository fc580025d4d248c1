<?php

declare(strict_types=1);

namespace App\Search;

/**
 * Edit distance for one-typo tolerance: insertions, deletions, substitutions and swaps of two neighbouring letters
 * each count once (optimal string alignment). Tokens are ASCII after normalisation, so bytes are letters.
 */
final class Typo
{
    /** Shorter words have too many one-letter neighbours to guess which one was meant. */
    public const MIN_LENGTH = 4;

    public static function distance(string $a, string $b): int
    {
        $m = strlen($a);
        $n = strlen($b);
        if ($m === 0 || $n === 0) {
            return max($m, $n);
        }

        /** @var array<int, array<int, int>> $d */
        $d = [];
        for ($i = 0; $i <= $m; $i++) {
            $d[$i] = [0 => $i];
        }
        for ($j = 0; $j <= $n; $j++) {
            $d[0][$j] = $j;
        }

        for ($i = 1; $i <= $m; $i++) {
            for ($j = 1; $j <= $n; $j++) {
                $cost = $a[$i - 1] === $b[$j - 1] ? 0 : 1;
                $best = min($d[$i - 1][$j] + 1, $d[$i][$j - 1] + 1, $d[$i - 1][$j - 1] + $cost);
                if ($i > 1 && $j > 1 && $a[$i - 1] === $b[$j - 2] && $a[$i - 2] === $b[$j - 1]) {
                    $best = min($best, $d[$i - 2][$j - 2] + 1);
                }
                $d[$i][$j] = $best;
            }
        }

        return $d[$m][$n];
    }

    /**
     * The terms one typo away from a token (the token itself excluded).
     *
     * @param  iterable<string>  $terms
     * @return list<string>
     */
    public static function candidates(string $token, iterable $terms): array
    {
        if (strlen($token) < self::MIN_LENGTH) {
            return [];
        }

        $found = [];
        foreach ($terms as $term) {
            if ($term !== $token && abs(strlen($term) - strlen($token)) <= 1 && self::distance($token, $term) === 1) {
                $found[] = $term;
            }
        }

        return $found;
    }
}
