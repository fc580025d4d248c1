<?php

declare(strict_types=1);

namespace App\Infrastructure\PageCache;

use App\Infrastructure\Database\OncePerTransaction;
use App\Infrastructure\Http\AnonymousRequest;
use Illuminate\Cache\RedisStore;
use Illuminate\Contracts\Cache\Repository;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Str;
use Inertia\Support\Header;
use Throwable;

/**
 * The version of everything an anonymous shopper's page shows, and the application's cache of those pages keyed by
 * it. Any write to what a page shows (PageCacheInvalidation watches the tables) or the next scheduled change (a post
 * to be published, a promotion or banner starting or ending, a new day) makes a new version: every page is rendered
 * afresh on its next request, on every app server that shares the cache store, without knowing each key.
 * The version is read once per request (kept on the request), so the page, its cache key and its nonce agree.
 */
final class PageCache
{
    private const VERSION_KEY = 'page-cache:version';

    /** The prefix of a version made up for one request while the cache store cannot be read. */
    private const UNAVAILABLE = 'unavailable-';

    /** The request attribute that keeps the version this request read. */
    private const ATTRIBUTE = 'page-cache.version';

    /** Whether the transaction a bump waits for wrote to a table that schedules changes (ScheduledChanges::TABLES). */
    private static bool $rescheduled = false;

    public static function enabled(): bool
    {
        return config()->boolean('page_cache.enabled');
    }

    /** Where the version and the pages' stamps live: shared by every app server. */
    public static function store(): Repository
    {
        $store = config('page_cache.store');

        return Cache::store(is_string($store) && $store !== '' ? $store : null);
    }

    /**
     * Where the pages themselves are kept (config page_cache.pages_store): unset, the shared store when it is Redis
     * (bounded by its maxmemory), else the `pages` store, an SQLite file of each app server's own with a ceiling.
     */
    public static function pages(): Repository
    {
        $store = config('page_cache.pages_store');
        if (is_string($store) && $store !== '') {
            return Cache::store($store);
        }
        $shared = self::store();

        return $shared->getStore() instanceof RedisStore ? $shared : Cache::store('pages');
    }

    /**
     * Whether this request may be answered with a page the same for everyone: an anonymous GET or HEAD for a page
     * (not the API, the health check or the crawler files, which are never pages).
     */
    public static function mayServe(Request $request): bool
    {
        return AnonymousRequest::matches($request) && ! $request->is('api', 'api/*', 'up', 'robots.txt', 'sitemap.xml', 'sitemaps/*');
    }

    /** Seconds a shared cache and the application keep a page (s-maxage). */
    public static function ttl(): int
    {
        return max(1, (int) config('page_cache.ttl'));
    }

    /** Seconds past the TTL a shared cache may serve the old page while it fetches the new one. */
    public static function stale(): int
    {
        return max(0, (int) config('page_cache.stale'));
    }

    /** Seconds past the TTL a server-rendered page is kept, to be served while the SSR server cannot render. */
    public static function ssrStale(): int
    {
        return max(0, (int) config('page_cache.ssr_stale'));
    }

    /** Seconds a page rendered without the SSR server is kept (s-maxage too): never longer than a server-rendered one. */
    public static function withoutSsrTtl(): int
    {
        return max(1, min(self::ttl(), (int) config('page_cache.without_ssr_ttl')));
    }

    /** The version of what pages show, as this request first read it. */
    public static function version(Request $request): string
    {
        $version = $request->attributes->get(self::ATTRIBUTE);
        if (! is_string($version)) {
            $version = self::current();
            $request->attributes->set(self::ATTRIBUTE, $version);
        }

        return $version;
    }

    /**
     * What pages show has changed (a write to $table): a new version once the current transaction commits (at once
     * outside one), so a page rendered meanwhile from the old rows is never kept under the new version.
     */
    public static function changed(string $table): void
    {
        if (in_array($table, ScheduledChanges::TABLES, true)) {
            self::$rescheduled = true;
        }
        // One bump per transaction, not per row.
        OncePerTransaction::run('page-cache', static function (): void {
            $reschedule = self::$rescheduled;
            self::$rescheduled = false;
            self::renew($reschedule);
        });
    }

    /** A new version now: every cached page is stale (`php artisan page-cache:clear`). */
    public static function bump(): void
    {
        self::renew(true);
    }

    /**
     * The cache key of an anonymous request's page: its canonical URL (CanonicalPage: only the parameters the page
     * reads, in a fixed order; GET and HEAD share it), whether it is an Inertia visit and which once-props the client
     * holds, the build, the version and the page's own stamp.
     */
    public static function key(Request $request, string $assetVersion): string
    {
        $exceptOnce = array_filter(array_map('trim', explode(',', (string) $request->headers->get(Header::EXCEPT_ONCE_PROPS, ''))), static fn (string $key): bool => $key !== '');
        sort($exceptOnce);

        return 'page:'.self::version($request).':'.hash('xxh128', implode("\n", [
            CanonicalPage::url($request),
            PageStamps::of($request),
            Header::isInertia($request) ? 'inertia' : 'html',
            implode(',', $exceptOnce),
            $assetVersion,
        ]));
    }

    /**
     * The script nonce of a page served to anonymous shoppers: the same for everyone who asks for this page under
     * this version (so the page is byte-identical and cacheable), unknowable before the URL is chosen (it covers the
     * canonical URL, every parameter the page reads, so a URL cannot carry its own page's nonce; the parameters it
     * does not read never reach the page) and new with every content change.
     */
    public static function nonce(Request $request): string
    {
        $key = config()->string('app.key');

        return substr(hash_hmac('sha256', 'page-nonce|'.self::version($request).'|'.PageStamps::of($request).'|'.CanonicalPage::url($request), $key), 0, 40);
    }

    /** The version now, read afresh (for a purge of nginx's pages, whose keys carry it). */
    public static function current(): string
    {
        try {
            $stored = self::store()->get(self::VERSION_KEY);
            $until = is_array($stored) && is_int($stored['until'] ?? null) ? $stored['until'] : null;
            if (! is_array($stored) || ! is_string($stored['version'] ?? null) || ($until !== null && $until <= now()->getTimestamp())) {
                return self::renew(true);
            }

            return $stored['version'];
        } catch (Throwable $unavailable) {
            // The cache store (the database by default) is down: the page is rendered as if nothing were cached, and
            // the error pages and /up still answer with their headers.
            report($unavailable);

            return self::UNAVAILABLE.Str::lower(Str::random(20));
        }
    }

    /**
     * Seconds a caching proxy may keep this request's version (PAGE_CACHE_TTL at most, and never past the next
     * scheduled change), so a proxy that was not purged still renews its pages in time.
     */
    public static function versionLifetime(Request $request): int
    {
        if (self::unavailable($request)) {
            return 0;
        }
        try {
            $stored = self::store()->get(self::VERSION_KEY);
        } catch (Throwable) {
            return 0;
        }
        $until = is_array($stored) && is_int($stored['until'] ?? null) ? $stored['until'] : null;

        return $until === null ? self::ttl() : max(0, min(self::ttl(), $until - now()->getTimestamp()));
    }

    /** Whether this request's version could not be read (nothing is looked up or kept then). */
    public static function unavailable(Request $request): bool
    {
        return str_starts_with(self::version($request), self::UNAVAILABLE);
    }

    /**
     * Stores a new version and answers it. The next scheduled change is looked up again only when a write touched
     * what schedules one (or none is known): a price or stock change keeps it, so the page after it costs no query.
     * The writer pays for that lookup, not the next shopper.
     */
    private static function renew(bool $reschedule): string
    {
        $version = Str::lower((string) Str::ulid());
        try {
            $stored = $reschedule ? null : self::store()->get(self::VERSION_KEY);
            $until = is_array($stored) && is_int($stored['until'] ?? null) && $stored['until'] > now()->getTimestamp()
                ? $stored['until']
                : ScheduledChanges::next()->getTimestamp();
            self::store()->forever(self::VERSION_KEY, ['version' => $version, 'until' => $until]);
        } catch (Throwable $unavailable) {
            report($unavailable);
        }
        ProxyPurge::schedule();

        return $version;
    }
}
