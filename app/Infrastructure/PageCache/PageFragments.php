<?php

declare(strict_types=1);

namespace App\Infrastructure\PageCache;

use App\Infrastructure\Cache\ServerMemory;
use App\Infrastructure\Database\Replicas\ReadReplicas;
use Closure;
use Illuminate\Http\Request;

/**
 * Parts of pages that are the same for every shopper and costly to work out (a product's similar products, a
 * filtered listing's facet counts), kept under the page-cache version: the same version that renews after any write to
 * what a page shows, so a kept part is never older than the page around it. Signed-in shoppers and staff, whose pages
 * are never cached whole, share them too. While the cache store cannot be read, or with `page_cache.fragments` off,
 * parts are worked out every time. With read replicas, a part worked out while its version is younger than the
 * replicas' lag allowance reads the primary (the rest of that request does too): a request that reads a replica (a
 * shopper with a session; anonymous pages already read the primary then) would otherwise keep the rows from before the
 * change under the new version.
 */
final class PageFragments
{
    /** Seconds a part is kept at most: versions make it exact, this only bounds the store's size. */
    private const TTL_SECONDS = 600;

    /**
     * @template T
     *
     * @param  string  $name  what the part is and everything it depends on besides the version (ids, the language)
     * @param  Closure(): T  $compute
     * @return T
     */
    public static function remember(Request $request, string $name, Closure $compute): mixed
    {
        if (! config()->boolean('page_cache.fragments') || PageCache::unavailable($request)) {
            return $compute();
        }

        $version = PageCache::version($request);

        return ServerMemory::remember('fragment:'.$version.':'.$name, self::TTL_SECONDS, static function () use ($version, $compute): mixed {
            if (ReadReplicas::configured() && ReadReplicas::isRecent($version)) {
                ReadReplicas::readFromPrimary();
            }

            return $compute();
        }, PageCache::store());
    }
}
