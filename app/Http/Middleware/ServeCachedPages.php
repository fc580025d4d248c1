<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\Http\AnonymousRequest;
use App\Infrastructure\PageCache\CanonicalPage;
use App\Infrastructure\PageCache\PageCache;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Http\Response as HttpResponse;
use Inertia\Support\Header;
use Symfony\Component\HttpFoundation\Response;
use Throwable;

/**
 * The application's own page cache, for when no caching proxy sits in front of PHP (`composer start`): a global
 * middleware, so an anonymous shopper's public page comes from the cache store before routing, sessions or the
 * page's queries run. Only answers PublicPage marked public are kept (status 200, no cookie), for PAGE_CACHE_TTL
 * seconds and under the current PageCache version, so a change to what pages show is seen on the next request.
 * Pages are keyed by their canonical address (CanonicalPage): a request with parameters the page does not read is
 * answered with, or renders and keeps, its canonical page, never an entry of its own.
 * A server-rendered page is kept PAGE_CACHE_SSR_STALE seconds past its TTL: when the fresh render misses the SSR
 * server (busy or down), that last good copy is served instead (`STALE`) as long as nothing it shows has changed
 * (the same version and stamp); a page rendered without SSR is kept only PAGE_CACHE_WITHOUT_SSR_TTL seconds.
 * `X-Page-Cache: HIT|MISS|STALE` says which happened.
 */
final class ServeCachedPages
{
    public const HEADER = 'X-Page-Cache';

    /** Headers never kept with a page: set per answer. */
    private const PER_ANSWER = ['date', 'set-cookie', 'x-page-cache', PublicPage::PROXY_EXPIRES];

    public function handle(Request $request, Closure $next): Response
    {
        if (! PageCache::enabled() || ! self::cacheable($request) || PageCache::unavailable($request)) {
            return $next($request);
        }

        $canonical = CanonicalPage::isCanonical($request);
        CanonicalPage::apply($request);
        $key = PageCache::key($request, self::assetVersion());
        $entry = self::entry(self::read($key));
        $now = now()->getTimestamp();
        if ($entry !== null && $entry['fresh_until'] > $now) {
            return self::answer($request, $entry, 'HIT', $canonical);
        }

        $response = $next($request);
        // A HEAD's answer has lost its body by now: only a GET's is kept (HEADs are then answered from it).
        if ($request->isMethod('GET') && AnonymousRequest::isServed($request) && PublicPage::isPublic($request, $response) && $response->headers->hasCacheControlDirective('public')) {
            $rendered = ! PublicPage::missedServerRendering($request, $response);
            if (! $rendered && $entry !== null && $entry['ssr']) {
                // The SSR server could not render it now: the last server-rendered copy, asked again for soon.
                $entry['headers']['cache-control'] = [PublicPage::cacheControl(false)];

                return self::answer($request, $entry, 'STALE', $canonical);
            }
            $ttl = $rendered ? PageCache::ttl() : PageCache::withoutSsrTtl();
            self::keep($key, [
                'status' => $response->getStatusCode(),
                'headers' => array_diff_key($response->headers->all(), array_flip(self::PER_ANSWER)),
                'content' => (string) $response->getContent(),
                'ssr' => $rendered,
                'fresh_until' => $now + $ttl,
            ], $ttl + ($rendered ? PageCache::ssrStale() : 0));
        }
        $response->headers->set(self::HEADER, 'MISS');

        return $response;
    }

    /**
     * @param  array{status: int, headers: array<string, list<string|null>>, content: string, ssr: bool, fresh_until: int}  $entry
     */
    private static function answer(Request $request, array $entry, string $outcome, bool $canonical): Response
    {
        $response = new HttpResponse($entry['content'], $entry['status'], $entry['headers']);
        $response->headers->set(self::HEADER, $outcome);
        if (! $canonical) {
            PublicPage::keepOutOfProxy($response);
        }
        $response->prepare($request);
        $response->isNotModified($request);

        return $response;
    }

    /** The kept page under the key; a pages store that cannot be read (a full disk, a lock held too long) is a miss. */
    private static function read(string $key): mixed
    {
        try {
            return PageCache::pages()->get($key);
        } catch (Throwable $unavailable) {
            report($unavailable);

            return null;
        }
    }

    /**
     * Keeps the page; one that cannot be kept is still answered.
     *
     * @param  array<string, mixed>  $entry
     */
    private static function keep(string $key, array $entry, int $seconds): void
    {
        try {
            PageCache::pages()->put($key, $entry, $seconds);
        } catch (Throwable $unavailable) {
            report($unavailable);
        }
    }

    /**
     * A kept page, or null for anything else (nothing kept, or an entry of an older shape).
     *
     * @return array{status: int, headers: array<string, list<string|null>>, content: string, ssr: bool, fresh_until: int}|null
     */
    private static function entry(mixed $entry): ?array
    {
        if (! is_array($entry) || ! is_int($entry['status'] ?? null) || ! is_string($entry['content'] ?? null) || ! is_array($entry['headers'] ?? null)
            || ! is_bool($entry['ssr'] ?? null) || ! is_int($entry['fresh_until'] ?? null)) {
            return null;
        }
        /** @var array<string, list<string|null>> $headers */
        $headers = $entry['headers'];

        return ['status' => $entry['status'], 'headers' => $headers, 'content' => $entry['content'], 'ssr' => $entry['ssr'], 'fresh_until' => $entry['fresh_until']];
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
