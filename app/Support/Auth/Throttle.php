<?php

declare(strict_types=1);

namespace App\Support\Auth;

use Illuminate\Support\Facades\RateLimiter;

/**
 * Attempt counters for the account forms, on Laravel's RateLimiter (the cache store: atomic increments, so the
 * counts hold with many workers).
 */
final class Throttle
{
    /**
     * Refuses the attempt when the counter is already full.
     *
     * @throws TooManyAttempts
     */
    public static function ensure(string $key, int $maxAttempts, string $field): void
    {
        if (RateLimiter::tooManyAttempts($key, $maxAttempts)) {
            throw new TooManyAttempts($field, RateLimiter::availableIn($key));
        }
    }

    /**
     * Counts the attempt, refusing it when it is one too many (for actions that are counted whatever their outcome).
     *
     * @throws TooManyAttempts
     */
    public static function hit(string $key, int $maxAttempts, int $decaySeconds, string $field): void
    {
        self::ensure($key, $maxAttempts, $field);
        RateLimiter::hit($key, $decaySeconds);
    }

    public static function key(string $scope, string ...$parts): string
    {
        return 'account:'.$scope.':'.sha1(implode('|', $parts));
    }
}
