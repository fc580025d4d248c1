<?php

declare(strict_types=1);

namespace App\Http\Controllers\Health;

use App\Http\Controllers\Controller;
use App\Infrastructure\RateLimits\Attempts;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Queries\Health\HealthReport;
use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Throwable;

/**
 * GET /up for load balancers and monitors: 200 with every check, or 503 naming the one that is down and why.
 * Outside the web middleware: no session, no cookies.
 */
final class HealthController extends Controller
{
    private const CACHE_KEY = 'health:report';

    public function __invoke(Request $request, HealthReport $report): JsonResponse
    {
        $this->count($request);

        $result = $this->cached($report);

        return response()->json($result, $result['status'] === 'ok' ? 200 : 503)
            ->header('Cache-Control', 'no-store');
    }

    /**
     * Counted here rather than by the throttle middleware: its counters live in the database, and a database that
     * is down must give the 503 that says so, not a 500 from the limiter.
     */
    private function count(Request $request): void
    {
        try {
            Attempts::count(RateLimitPolicy::HEALTH, $request);
        } catch (HttpResponseException $refusal) {
            throw $refusal;
        } catch (Throwable) {
            // The counter store is unreachable: the report below says what is down.
        }
    }

    /**
     * The last report while it is fresh (config health.cache_seconds), so a burst of probes runs the checks once.
     * Only a healthy report is kept: a failure is looked at again on the next probe.
     *
     * @return array{status: 'ok'|'down', checks: array<string, array<string, mixed>>}
     */
    private function cached(HealthReport $report): array
    {
        $seconds = config()->integer('health.cache_seconds');
        if ($seconds <= 0) {
            return $report->run();
        }

        try {
            $kept = Cache::get(self::CACHE_KEY);
        } catch (Throwable) {
            $kept = null;
        }
        if (is_array($kept) && ($kept['status'] ?? null) === 'ok' && is_array($kept['checks'] ?? null)) {
            /** @var array{status: 'ok', checks: array<string, array<string, mixed>>} $kept */
            return $kept;
        }

        $result = $report->run();
        if ($result['status'] === 'ok') {
            try {
                Cache::put(self::CACHE_KEY, $result, $seconds);
            } catch (Throwable) {
                // Not kept: the next probe runs the checks again.
            }
        }

        return $result;
    }
}
