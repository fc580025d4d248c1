<?php

declare(strict_types=1);

namespace App\Infrastructure\Cache;

use Closure;
use DateTimeInterface;
use Illuminate\Contracts\Cache\Repository;
use Illuminate\Support\Facades\Cache;

use function Illuminate\Support\defer;

/**
 * A copy, in this app server's own memory (APCu, shared by its PHP-FPM workers), of cache entries whose key names the
 * version of the data they were worked out from: the catalogue's answers (CatalogCache::key) and the page parts
 * (PageFragments). Such an entry never changes under its key (a change makes a new version, so a new key), so a copy
 * cannot go stale, on this server or on any other: every request still reads the current versions from the shared
 * store. What it saves is, for each entry a page reads, a query to the shared store and the unserializing of what it
 * answers (APCu keeps arrays as they are).
 *
 * `cache.server_memory` names the store (`apc` by default; empty turns the copy off). When that store is APCu and
 * APCu is not on in this PHP (not installed, or the CLI, where it is off by default), entries are read from the
 * shared store only, as before.
 */
final class ServerMemory
{
    /**
     * Like Cache::remember on $shared (the default store when null), with a copy kept here for
     * `cache.server_memory_seconds` at most, so data a key tolerates to be old (its TTL) is at most that much older.
     * What this server works out is written to the shared store once the answer has gone (a deferred callback, after
     * PHP-FPM has sent the response): it is there for the other servers and for when this copy expires, and the
     * shopper does not wait for that write (a new search's parts were about 2 ms of it at a million products).
     *
     * @template T
     *
     * @param  string  $key  must name the version of what it holds (see the class comment)
     * @param  Closure(): T  $compute
     * @return T
     */
    public static function remember(string $key, DateTimeInterface|int $ttl, Closure $compute, ?Repository $shared = null): mixed
    {
        $shared ??= Cache::store();
        $local = self::store();
        if ($local === null) {
            return $shared->remember($key, $ttl, $compute);
        }

        return self::keep($local, $key, static function () use ($key, $ttl, $compute, $shared): mixed {
            $value = $shared->get($key);
            if ($value === null) {
                $value = $compute();
                defer(static fn () => $shared->put($key, $value, $ttl))->always();
            }

            return $value;
        });
    }

    /**
     * A value kept in this server's memory only, for `cache.server_memory_seconds` at most: for what is worked out
     * from this server's own files (the build's tags). Worked out every time where there is no such memory.
     *
     * @template T
     *
     * @param  string  $key  must name the version of what it holds (see the class comment)
     * @param  Closure(): T  $compute
     * @return T
     */
    public static function rememberHere(string $key, Closure $compute): mixed
    {
        $local = self::store();

        return $local === null ? $compute() : self::keep($local, $key, $compute);
    }

    /** The store copies are kept in, or null when there is none in this PHP. */
    public static function store(): ?Repository
    {
        $name = config('cache.server_memory');
        if (! is_string($name) || $name === '') {
            return null;
        }
        if (config('cache.stores.'.$name.'.driver') === 'apc' && ! (function_exists('apcu_enabled') && apcu_enabled())) {
            return null;
        }

        return Cache::store($name);
    }

    /**
     * @template T
     *
     * @param  Closure(): T  $compute
     * @return T
     */
    private static function keep(Repository $local, string $key, Closure $compute): mixed
    {
        $value = $local->get($key);
        if ($value !== null) {
            /** @var T $value */
            return $value;
        }
        $value = $compute();
        $local->put($key, $value, max(1, config()->integer('cache.server_memory_seconds', 60)));

        return $value;
    }
}
