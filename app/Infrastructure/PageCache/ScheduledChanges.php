<?php

declare(strict_types=1);

namespace App\Infrastructure\PageCache;

use Carbon\CarbonImmutable;
use DateTimeInterface;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\DB;

/**
 * The next moment a page changes by the clock alone, with no write to announce it: a blog post's publication time,
 * a promotion or a banner starting or ending, and midnight on the shop's clock (credit programmes valid until a day,
 * a shop's exceptional hours for a date). The page cache's version lasts until then.
 */
final class ScheduledChanges
{
    /** The tables whose rows carry a moment a page changes. */
    public const TABLES = ['blog_posts', 'promotions', 'banners'];

    public static function next(): CarbonImmutable
    {
        $now = CarbonImmutable::now();
        $shopZone = config()->string('app.shop_timezone');
        $candidates = [
            $now->setTimezone($shopZone)->addDay()->startOfDay(),
            $now->addDay()->startOfDay(),
            self::earliest('blog_posts', 'published_at', $now),
            self::earliest('promotions', 'starts_at', $now),
            // A period's end still counts as running (`ends_at >= now`): it changes just after.
            self::earliest('promotions', 'ends_at', $now, 1),
            self::earliest('banners', 'starts_at', $now),
            self::earliest('banners', 'ends_at', $now, 1),
        ];

        return min(array_filter($candidates));
    }

    private static function earliest(string $table, string $column, CarbonImmutable $now, int $afterSeconds = 0): ?CarbonImmutable
    {
        try {
            $value = DB::table($table)->where($column, $afterSeconds > 0 ? '>=' : '>', $now)->min($column);
        } catch (QueryException) {
            // A database not migrated yet: nothing is scheduled in it.
            return null;
        }
        if ($value instanceof DateTimeInterface) {
            return CarbonImmutable::instance($value)->addSeconds($afterSeconds);
        }

        return is_string($value) ? CarbonImmutable::parse($value)->addSeconds($afterSeconds) : null;
    }
}
