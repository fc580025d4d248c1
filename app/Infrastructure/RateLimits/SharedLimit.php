<?php

declare(strict_types=1);

namespace App\Infrastructure\RateLimits;

use Illuminate\Cache\RateLimiting\Limit;

/**
 * A limit many people share, such as an address behind a carrier's NAT: counted before the attempt like any other,
 * but a success takes back only its own attempt (Attempts::clear), never the failures of the others behind the same
 * address, so signing in to one's own account now and then does not reset a limit meant for a guesser's script.
 */
final class SharedLimit extends Limit
{
    public function __construct(int $maxAttempts, int $decaySeconds)
    {
        parent::__construct('', $maxAttempts, $decaySeconds);
    }
}
