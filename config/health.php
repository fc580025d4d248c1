<?php

declare(strict_types=1);

/*
 * What GET /up checks and when it answers 503 (App\Queries\Health\HealthReport). A load balancer or a monitor polls
 * it; every limit is in seconds unless said otherwise.
 */
return [
    // The oldest job waiting in the queue (not delayed, not being worked on) may be this old; older means no
    // worker is taking jobs. The backlog may hold this many waiting jobs.
    'queue_max_age' => (int) env('HEALTH_QUEUE_MAX_AGE', 300),
    'queue_max_backlog' => (int) env('HEALTH_QUEUE_MAX_BACKLOG', 5000),

    // The scheduler writes a heartbeat every minute (routes/console.php); one older than this means it stopped.
    // With no heartbeat at all (a new install, a flushed cache) the scheduler gets this long from the first check.
    'scheduler_max_age' => (int) env('HEALTH_SCHEDULER_MAX_AGE', 180),

    // The SSR server's /health, asked only when INERTIA_SSR_ENABLED is on, may take this long (seconds, decimals).
    'ssr_timeout' => (float) env('HEALTH_SSR_TIMEOUT', 1.0),

    // A silent SSR server counts as down only after this long: a restart (each deploy does one) takes a few seconds,
    // during which pages render in the browser and /up stays 200 with a warning.
    'ssr_grace' => (int) env('HEALTH_SSR_GRACE', 30),

    // One answer serves the checks for this long, so a burst of probes does not repeat them (0 turns it off).
    'cache_seconds' => (int) env('HEALTH_CACHE_SECONDS', 2),
];
