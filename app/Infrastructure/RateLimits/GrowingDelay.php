<?php

declare(strict_types=1);

namespace App\Infrastructure\RateLimits;

use Illuminate\Cache\RateLimiting\Limit;

/**
 * A limit on one account's failures from every address together, which slows guessing down instead of locking the
 * account: `free` attempts within `decaySeconds` (the counter's memory), then each further attempt waits for the one
 * before it, `firstDelay` seconds after the first, twice as long after each next one, never more than `maxDelay`.
 * The owner is therefore never kept out longer than `maxDelay` after a stranger's last try (and a reset link from
 * their mailbox opens the account at once), while a guesser gets about `decaySeconds / maxDelay` tries a day.
 * Counted by Attempts, before the attempt like every limit: attempts sent at once each get their own number, and
 * only the first of them past `free` finds the wait open.
 */
final class GrowingDelay extends Limit
{
    public function __construct(public readonly int $free, public readonly int $firstDelay, public readonly int $maxDelay, int $decaySeconds)
    {
        parent::__construct('', $free, $decaySeconds);
    }

    /** The wait the attempt numbered `$attempt` (past `free`) sets before the next one. */
    public function waitAfter(int $attempt): int
    {
        $doublings = min(30, max(0, $attempt - $this->free - 1));

        return max(1, min($this->maxDelay, $this->firstDelay * 2 ** $doublings));
    }

    /**
     * Whether this attempt, of the counts Attempts returned, is the first one slowed down: the moment to tell the
     * account's owner (once per window of the counter, whichever worker counts it).
     *
     * @param  list<array{limit: Limit, hits: int}>  $counted
     */
    public static function beganWith(array $counted): bool
    {
        foreach ($counted as $count) {
            if ($count['limit'] instanceof self && $count['hits'] === $count['limit']->free + 1) {
                return true;
            }
        }

        return false;
    }
}
