<?php

declare(strict_types=1);

namespace App\Infrastructure\RateLimits;

use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Cache\RateLimiting\Unlimited;
use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Http\Exceptions\ThrottleRequestsException;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use LogicException;
use Symfony\Component\HttpFoundation\Response;

/**
 * Counts attempts on the limiters of RateLimitPolicy, always before the attempt: the counter is incremented and the
 * new count compared with the limit, so with any number of workers at most `attempts` get through (checking first
 * and counting after lets several through at once). The `throttle` middleware and the actions that count only
 * failures (sign-in, two-factor, password confirmation) go through here alike, on the same counters.
 *
 * Two kinds of limit behave apart: a GrowingDelay (one account's failures from every address) makes each attempt
 * past its free ones wait for the one before it, and a SharedLimit (an address many people use) loses only the
 * succeeding attempt's own count when the others are cleared.
 */
final class Attempts
{
    /**
     * Counts one attempt on every limit of the named limiter; over a limit, throws its answer (a 429).
     *
     * @return list<array{limit: Limit, hits: int}> the counts (GrowingDelay::beganWith reads them)
     *
     * @throws HttpResponseException|ThrottleRequestsException|\App\Infrastructure\Http\TooManyAttempts
     */
    public static function count(string $limiter, Request $request): array
    {
        return self::countLimits($limiter, $request, self::limits($limiter, $request));
    }

    /**
     * Whether one more attempt fits, counting it either way (for limits that have nothing to answer, such as the
     * newsletter's mails per address: past the limit nothing is sent).
     */
    public static function allows(string $limiter, Request $request): bool
    {
        foreach (self::limits($limiter, $request) as $limit) {
            $hits = RateLimiter::hit(self::key($limiter, $limit), $limit->decaySeconds);
            if ($limit instanceof GrowingDelay ? self::mustWait($limiter, $limit, $hits, $request) : $hits > $limit->maxAttempts) {
                return false;
            }
        }

        return true;
    }

    /**
     * Forgets the counted attempts (a right password clears the failures before it); on a SharedLimit, only this
     * attempt's own count.
     */
    public static function clear(string $limiter, Request $request): void
    {
        foreach (self::limits($limiter, $request) as $limit) {
            $key = self::key($limiter, $limit);
            if ($limit instanceof SharedLimit) {
                // Not below nothing: a window that ended meanwhile is not started again by taking back.
                if ((int) RateLimiter::attempts($key) > 0) {
                    RateLimiter::decrement($key, $limit->decaySeconds);
                }

                continue;
            }
            RateLimiter::clear($key);
            if ($limit instanceof GrowingDelay) {
                RateLimiter::clear(self::waitKey($limiter, $limit));
            }
        }
    }

    /**
     * @param  list<Limit>  $limits
     * @return list<array{limit: Limit, hits: int}> the counts, for the X-RateLimit headers
     *
     * @throws HttpResponseException|ThrottleRequestsException|\App\Infrastructure\Http\TooManyAttempts
     */
    public static function countLimits(string $limiter, Request $request, array $limits): array
    {
        $counted = [];
        foreach ($limits as $limit) {
            $key = self::key($limiter, $limit);
            $hits = RateLimiter::hit($key, $limit->decaySeconds);
            if ($limit instanceof GrowingDelay) {
                if (self::mustWait($limiter, $limit, $hits, $request)) {
                    throw self::refusal($request, $limit, RateLimiter::availableIn(self::waitKey($limiter, $limit)));
                }
                $counted[] = ['limit' => $limit, 'hits' => $hits];

                continue;
            }
            if ($hits > $limit->maxAttempts) {
                // The first refused attempt of a window is the lock-out; the ones after it are the same event.
                if ($hits === $limit->maxAttempts + 1) {
                    RateLimitPolicy::lockedOut($limiter, $request);
                }

                throw self::refusal($request, $limit, RateLimiter::availableIn($key));
            }
            $counted[] = ['limit' => $limit, 'hits' => $hits];
        }

        return $counted;
    }

    /**
     * The limits the named limiter sets for this request.
     *
     * @return list<Limit>
     */
    public static function limits(string $limiter, Request $request): array
    {
        $resolve = RateLimiter::limiter($limiter);
        if ($resolve === null) {
            throw new LogicException("No rate limiter is named [$limiter].");
        }

        $result = $resolve($request);
        if ($result instanceof Unlimited) {
            return [];
        }

        return array_values(array_filter(is_array($result) ? $result : [$result], static fn (mixed $limit): bool => $limit instanceof Limit && ! $limit instanceof Unlimited));
    }

    /** The counter of one limit: the same key Laravel's throttle middleware would use. */
    public static function key(string $limiter, Limit $limit): string
    {
        return md5($limiter.$limit->key);
    }

    /**
     * Past a GrowingDelay's free attempts, an attempt goes ahead only when no wait is running, and then starts the
     * next one: the wait is a window holding one attempt, so of attempts sent at once exactly one finds it open. The
     * first one refused in a wait is the lock-out the security log keeps.
     */
    private static function mustWait(string $limiter, GrowingDelay $limit, int $hits, Request $request): bool
    {
        if ($hits <= $limit->free) {
            return false;
        }
        $inWait = RateLimiter::hit(self::waitKey($limiter, $limit), $limit->waitAfter($hits));
        if ($inWait === 2) {
            RateLimitPolicy::lockedOut($limiter, $request);
        }

        return $inWait > 1;
    }

    private static function waitKey(string $limiter, Limit $limit): string
    {
        return md5($limiter.$limit->key.'|wait');
    }

    private static function refusal(Request $request, Limit $limit, int $retryAfter): HttpResponseException|ThrottleRequestsException
    {
        $retryAfter = max(1, $retryAfter);
        $headers = [
            'Retry-After' => $retryAfter,
            'X-RateLimit-Limit' => $limit->maxAttempts,
            'X-RateLimit-Remaining' => 0,
            'X-RateLimit-Reset' => now()->getTimestamp() + $retryAfter,
        ];

        /** @var callable(Request, array<string, int>): mixed|null $answer */
        $answer = $limit->responseCallback;
        if ($answer !== null) {
            // The answer may throw its own exception (TooManyAttempts) instead of returning a response.
            $response = $answer($request, $headers);
            if ($response instanceof Response) {
                return new HttpResponseException($response);
            }
        }

        // ErrorPages turns it into the 429 page or `{message}` in the shopper's language.
        return new ThrottleRequestsException('Too Many Attempts.', null, $headers);
    }
}
