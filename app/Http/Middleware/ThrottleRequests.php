<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\RateLimits\Attempts;
use Closure;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Cache\RateLimiting\Unlimited;
use Illuminate\Http\Request;
use Illuminate\Routing\Middleware\ThrottleRequests as LaravelThrottleRequests;
use Illuminate\Support\Collection;
use LogicException;
use Symfony\Component\HttpFoundation\Response;

/**
 * Laravel's `throttle` middleware, counting before the request instead of checking and then counting: the count
 * and the comparison are one increment (Attempts), so requests sent at the same moment cannot all pass the check
 * before any of them is counted. Refused requests count too.
 */
final class ThrottleRequests extends LaravelThrottleRequests
{
    /**
     * @param  Request  $request
     * @param  string  $limiterName
     */
    protected function handleRequestUsingNamedLimiter($request, Closure $next, $limiterName, Closure $limiter)
    {
        $result = $limiter($request);
        if ($result instanceof Response) {
            return $result;
        }
        if ($result instanceof Unlimited) {
            return $next($request);
        }

        /** @var list<Limit> $limits */
        $limits = array_values(Collection::wrap($result)->reject(static fn (mixed $limit): bool => $limit instanceof Unlimited)->all());

        return $this->countFirst($request, $next, $limiterName, $limits);
    }

    /**
     * `throttle:60,1` without a named limiter.
     *
     * @param  Request  $request
     * @param  array<mixed>  $limits  objects with key, maxAttempts and decaySeconds
     */
    protected function handleRequest($request, Closure $next, array $limits)
    {
        return $this->countFirst($request, $next, '', array_values(array_map(static function (mixed $limit): Limit {
            $fields = is_object($limit) ? get_object_vars($limit) : [];

            return new Limit(
                is_string($fields['key'] ?? null) ? $fields['key'] : '',
                is_numeric($fields['maxAttempts'] ?? null) ? (int) $fields['maxAttempts'] : 60,
                is_numeric($fields['decaySeconds'] ?? null) ? (int) $fields['decaySeconds'] : 60,
            );
        }, $limits)));
    }

    /**
     * @param  list<Limit>  $limits
     */
    private function countFirst(Request $request, Closure $next, string $limiterName, array $limits): Response
    {
        $counted = Attempts::countLimits($limiterName, $request, $limits);

        $response = $next($request);
        if (! $response instanceof Response) {
            throw new LogicException('A throttled route must answer with a response.');
        }
        foreach ($counted as ['limit' => $limit, 'hits' => $hits]) {
            $this->addHeaders($response, $limit->maxAttempts, max(0, $limit->maxAttempts - $hits));
        }

        return $response;
    }
}
