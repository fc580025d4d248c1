<?php

declare(strict_types=1);

namespace App\Infrastructure\RateLimits;

use Illuminate\Cache\RateLimiter;
use Illuminate\Cache\RedisStore;

/**
 * Laravel's rate limiter, with one change when its store is our RateLimitStore: a hit is one statement that starts
 * or continues the window and returns the new count, and the window's end is the counter's own expiry. The stock
 * increment() is four calls (add a timer, add the counter, increment, and sometimes put), and the last of them can
 * set a counter back to 1 while other workers are counting, letting more attempts through than the limit.
 * On Redis (several app servers) a hit is one INCRBY, atomic on its own: the first hit of a window (the count equals
 * the amount) then gives the counter its expiry and writes the timer Laravel reads; a counter found without an expiry
 * (a worker that died between the two) gets one. Laravel's sequence let 11 of 30 simultaneous calls through a limit
 * of 10. With any other store it behaves exactly as Laravel's.
 */
final class CountingRateLimiter extends RateLimiter
{
    public function increment($key, $decaySeconds = 60, $amount = 1)
    {
        $store = $this->cache->getStore();
        if ($store instanceof RedisStore) {
            return $this->incrementOnRedis($store, $this->cleanRateLimiterKey($key), $this->availableAt($decaySeconds) - $this->currentTime(), $amount);
        }
        if (! $store instanceof RateLimitStore) {
            return parent::increment($key, $decaySeconds, $amount);
        }

        $seconds = $this->availableAt($decaySeconds) - $this->currentTime();

        return $store->hit($this->cleanRateLimiterKey($key), $seconds, $amount)[0];
    }

    private function incrementOnRedis(RedisStore $store, string $key, int $decaySeconds, int $amount): int
    {
        $hits = $store->increment($key, $amount);
        $counter = $store->getPrefix().$key;
        if ($hits === $amount || (int) $store->connection()->ttl($counter) === -1) {
            $store->connection()->expire($counter, $decaySeconds);
            $store->put($key.':timer', $this->currentTime() + $decaySeconds, $decaySeconds);
        }

        return $hits;
    }

    public function tooManyAttempts($key, $maxAttempts)
    {
        if (! $this->cache->getStore() instanceof RateLimitStore) {
            return parent::tooManyAttempts($key, $maxAttempts);
        }

        // An ended window is not read back at all, so no timer needs checking.
        return (int) $this->attempts($key) >= $maxAttempts;
    }

    public function availableIn($key)
    {
        $store = $this->cache->getStore();
        if (! $store instanceof RateLimitStore) {
            return parent::availableIn($key);
        }

        $ends = $store->expiresAt($this->cleanRateLimiterKey($key));

        return $ends === null ? 0 : max(0, $ends - $this->currentTime());
    }
}
