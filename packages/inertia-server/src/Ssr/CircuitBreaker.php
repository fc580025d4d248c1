<?php

declare(strict_types=1);

namespace Inertia\Ssr;

use Illuminate\Contracts\Cache\Repository;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Log;

/**
 * Keeps a sick SSR server from slowing every page down and from filling the log. After a failure, every PHP worker
 * (the state lives in the shared cache) skips SSR for `inertia.ssr.retry_after` seconds and renders on the client;
 * the first request after that tries again. The outage is logged once when it starts and once when it ends, not once
 * per request.
 */
final class CircuitBreaker
{
    private const SKIP_UNTIL = 'inertia:ssr:skip-until';

    private const DOWN = 'inertia:ssr:down';

    private const RENDER_FAILED = 'inertia:ssr:render-failed:';

    private const RENDER_ERROR_QUIET_SECONDS = 3600;

    /** How long the "it is down" mark outlives the last failure, so a recovery much later is still reported. */
    private const DOWN_MEMORY_SECONDS = 7 * 24 * 3600;

    public function isOpen(): bool
    {
        $until = $this->cache()->get(self::SKIP_UNTIL);

        return is_numeric($until) && (int) $until > now()->getTimestampMs();
    }

    public function recordFailure(string $reason): void
    {
        $seconds = $this->retryAfter();
        $this->cache()->put(self::SKIP_UNTIL, now()->getTimestampMs() + $seconds * 1000, $seconds);

        // add() writes only when the key is missing: of many workers failing at once, one logs.
        if ($this->cache()->add(self::DOWN, true, self::DOWN_MEMORY_SECONDS)) {
            Log::warning('Inertia SSR server unavailable, pages are rendered in the browser until it answers again.', [
                'reason' => $reason,
                'retry_after_seconds' => $seconds,
            ]);
        }
    }

    public function recordSuccess(): void
    {
        // A read on every rendered page, a write only at the end of an outage (of workers racing there, one logs).
        if ($this->cache()->get(self::DOWN) !== null && $this->cache()->pull(self::DOWN) !== null) {
            Log::info('Inertia SSR server answers again, pages are rendered on the server.');
        }
    }

    /**
     * The server works but could not render this page (a bug in its component): it is not an outage, so SSR stays on
     * for the other pages; the same error of the same component is logged once an hour, not on every visit.
     */
    public function recordRenderError(string $component, string $error): void
    {
        $this->recordSuccess();
        if ($this->cache()->add(self::RENDER_FAILED.md5($component."\n".$error), true, self::RENDER_ERROR_QUIET_SECONDS)) {
            Log::error('Inertia SSR could not render a page, it is rendered in the browser instead.', [
                'component' => $component,
                'error' => $error,
            ]);
        }
    }

    private function retryAfter(): int
    {
        $seconds = config('inertia.ssr.retry_after', 30);

        return is_numeric($seconds) ? max(1, (int) $seconds) : 30;
    }

    private function cache(): Repository
    {
        $store = config('inertia.ssr.cache_store');

        return Cache::store(is_string($store) && $store !== '' ? $store : null);
    }
}
