<?php

declare(strict_types=1);

namespace App\Infrastructure\Database;

use Closure;
use Illuminate\Support\Facades\DB;

/**
 * Work that follows a write and must see it committed (a new cache version, a stale mark): run once when the current
 * transaction commits, however many statements asked for it, at once outside a transaction, and not at all when the
 * transaction rolls back (rolledBack() is told so, and the next write asks again). Each kind of work has its name.
 */
final class OncePerTransaction
{
    /** @var array<string, true> the names waiting for the current transaction to commit */
    private static array $pending = [];

    public static function run(string $name, Closure $work): void
    {
        if (isset(self::$pending[$name])) {
            return;
        }
        self::$pending[$name] = true;
        DB::afterCommit(static function () use ($name, $work): void {
            unset(self::$pending[$name]);
            $work();
        });
    }

    /** A transaction rolled back: its waiting work went with it. */
    public static function rolledBack(): void
    {
        self::$pending = [];
    }
}
