<?php

declare(strict_types=1);

namespace App\Infrastructure\Health;

use Illuminate\Support\Facades\Cache;

/**
 * The scheduler's sign of life: a task it runs every minute writes the time here (routes/console.php), and GET /up
 * reads how long ago that was. It lives in the cache store, which every app server shares (the database by
 * default, Redis when scaled out), so any server's scheduler keeps every server's /up green.
 */
final class SchedulerHeartbeat
{
    public const KEY = 'health:scheduler-heartbeat';

    /** When the health check first found no heartbeat: the scheduler's grace period runs from here. */
    public const WATCH_KEY = 'health:scheduler-watch';

    public static function beat(): void
    {
        Cache::forever(self::KEY, now()->getTimestamp());
    }

    /** The Unix time of the last beat, or null when none was recorded (or the cache lost it). */
    public static function last(): ?int
    {
        $value = Cache::get(self::KEY);

        return is_int($value) ? $value : null;
    }

    /** The Unix time since which a missing heartbeat has been noticed, starting the watch on the first call. */
    public static function missingSince(): int
    {
        Cache::add(self::WATCH_KEY, now()->getTimestamp(), now()->addDay());
        $value = Cache::get(self::WATCH_KEY);

        return is_int($value) ? $value : now()->getTimestamp();
    }
}
