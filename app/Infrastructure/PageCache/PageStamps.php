<?php

declare(strict_types=1);

namespace App\Infrastructure\PageCache;

use Illuminate\Http\Request;
use Illuminate\Support\Str;
use Throwable;

/**
 * A page's own stamp, beside the version every page shares: renewing it takes that one page out of the cache (both
 * languages: the stamp names the page, not an address) while every other page stays. A product's page is renewed
 * this way when an order moves its stock (PageCacheInvalidation::stock). The stamps live in the shared store, so
 * every app server sees them; each outlives any page kept under the one before. A stamp is a ULID, like the version:
 * while it is young the page is read from the primary (ReadFromPrimaryAfterWrites), never kept from a lagging replica.
 */
final class PageStamps
{
    /** The pages renewed one by one: their route, and the route parameter that names the page. */
    public const PAGES = ['products.show' => 'slug'];

    private const ATTRIBUTE = 'page-cache.stamp';

    /** The stamp of the page this request asks for ('' for a page without one, or one never renewed). */
    public static function of(Request $request): string
    {
        $stamp = $request->attributes->get(self::ATTRIBUTE);
        if (is_string($stamp)) {
            return $stamp;
        }
        $route = CanonicalPage::route($request);
        $name = $route === null ? null : CanonicalPage::parameter($request, self::PAGES[$route] ?? '');
        $stamp = '';
        if ($route !== null && $name !== null) {
            try {
                $stored = PageCache::store()->get(self::key($route, $name));
                $stamp = is_string($stored) ? $stored : '';
            } catch (Throwable) {
                // The version could not be read either: nothing is looked up or kept for this request.
            }
        }
        $request->attributes->set(self::ATTRIBUTE, $stamp);

        return $stamp;
    }

    /**
     * New stamps for these pages of a route (its PAGES parameter's values, e.g. product slugs).
     *
     * @param  list<string>  $names
     */
    public static function renew(string $route, array $names): void
    {
        // Longer than any page kept under the old stamp (TTL and the SSR stale window), so it never comes back.
        $seconds = PageCache::ttl() + PageCache::ssrStale() + 60;
        try {
            foreach ($names as $name) {
                PageCache::store()->put(self::key($route, $name), Str::lower((string) Str::ulid()), $seconds);
            }
        } catch (Throwable $unavailable) {
            report($unavailable);
        }
    }

    private static function key(string $route, string $name): string
    {
        return 'page-cache:stamp:'.$route.':'.hash('xxh128', $name);
    }
}
