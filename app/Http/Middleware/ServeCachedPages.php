<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Support\Http\AnonymousRequest;
use App\Support\PageCache\PageCache;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Http\Response as HttpResponse;
use Inertia\Support\Header;
use Symfony\Component\HttpFoundation\Response;

/**
 * The application's own page cache, for when no caching proxy sits in front of PHP (`composer start`): a global
 * middleware, so an anonymous shopper's public page comes from the cache store before routing, sessions or the
 * page's queries run. Only answers PublicPage marked public are kept (status 200, no cookie), for PAGE_CACHE_TTL
 * seconds and under the current PageCache version, so a change to what pages show is seen on the next request.
 * `X-Page-Cache: HIT|MISS` says which happened.
 */
final class ServeCachedPages
{
    public const HEADER = 'X-Page-Cache';

    /** Headers never kept with a page: set per answer. */
    private const PER_ANSWER = ['date', 'set-cookie', 'x-page-cache'];

    public function handle(Request $request, Closure $next): Response
    {
        if (! PageCache::enabled() || ! self::cacheable($request) || PageCache::unavailable($request)) {
            return $next($request);
        }

        $key = PageCache::key($request, self::assetVersion());
        $entry = PageCache::store()->get($key);
        if (is_array($entry) && is_int($entry['status'] ?? null) && is_string($entry['content'] ?? null) && is_array($entry['headers'] ?? null)) {
            $response = new HttpResponse($entry['content'], $entry['status'], $entry['headers']);
            $response->headers->set(self::HEADER, 'HIT');
            $response->prepare($request);
            $response->isNotModified($request);

            return $response;
        }

        $response = $next($request);
        // A HEAD's answer has lost its body by now: only a GET's is kept (HEADs are then answered from it).
        if ($request->isMethod('GET') && AnonymousRequest::isServed($request) && PublicPage::isPublic($request, $response) && $response->headers->hasCacheControlDirective('public')) {
            PageCache::store()->put($key, [
                'status' => $response->getStatusCode(),
                'headers' => array_diff_key($response->headers->all(), array_flip(self::PER_ANSWER)),
                'content' => (string) $response->getContent(),
            ], PageCache::ttl());
        }
        $response->headers->set(self::HEADER, 'MISS');

        return $response;
    }

    /**
     * An anonymous GET or HEAD for a whole page, from a client on the current build: partial reloads, prefetches
     * and an old build's visits (which must get the 409 that reloads it) go to the application.
     */
    private static function cacheable(Request $request): bool
    {
        if (! PageCache::mayServe($request) || $request->prefetch()) {
            return false;
        }
        foreach ([Header::PARTIAL_COMPONENT, Header::PARTIAL_ONLY, Header::PARTIAL_EXCEPT, Header::RESET] as $header) {
            if ($request->headers->has($header)) {
                return false;
            }
        }

        return ! Header::isInertia($request) || (string) $request->headers->get(Header::VERSION, '') === self::assetVersion();
    }

    private static function assetVersion(): string
    {
        return (string) app(HandleInertiaRequests::class)->version(request());
    }
}
