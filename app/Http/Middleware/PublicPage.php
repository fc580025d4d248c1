<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\Http\AnonymousRequest;
use App\Infrastructure\PageCache\CanonicalPage;
use App\Infrastructure\PageCache\PageCache;
use Closure;
use Illuminate\Http\Request;
use Inertia\Support\Header;
use Symfony\Component\HttpFoundation\Response;

/**
 * The `page.public` routes: browsing pages that are the same for every anonymous shopper. Runs before the cookie
 * and session middleware (bootstrap/app.php puts it first in the priority list). For an anonymous request
 * (AnonymousRequest) the session lives in memory only and neither it, nor the XSRF-TOKEN, nor anything else sets a
 * cookie; the page then carries the anonymous props, answers `Cache-Control: public, s-maxage…` with a strong ETag
 * (a 304 when the client has it) and may be kept by nginx and by ServeCachedPages. Every other request gets the
 * shopper's own page, `private, no-cache`.
 */
final class PublicPage
{
    /**
     * nginx's own expiry header (never passed on to the browser): 0 keeps an answer out of nginx's page cache, for a
     * request whose address is not its page's canonical one (CanonicalPage).
     */
    public const PROXY_EXPIRES = 'x-accel-expires';

    public function handle(Request $request, Closure $next): Response
    {
        if (! AnonymousRequest::matches($request)) {
            return self::private($next($request));
        }

        $request->attributes->set(AnonymousRequest::SERVED, true);
        $response = AnonymousRequest::withSessionInMemory(static fn (): Response => $next($request));

        return self::isPublic($request, $response) ? self::public($request, $response) : self::private($response);
    }

    public static function isPublic(Request $request, Response $response): bool
    {
        return $response->getStatusCode() === 200
            && $response->headers->getCookies() === []
            && ! $request->prefetch()
            && ! $request->headers->has(Header::PARTIAL_COMPONENT)
            && ! $request->headers->has(Header::PARTIAL_ONLY)
            && ! $request->headers->has(Header::PARTIAL_EXCEPT);
    }

    /**
     * A full page the SSR server should have rendered but could not (it is busy or down): still public, so the
     * caches keep working through the outage, but kept only PAGE_CACHE_WITHOUT_SSR_TTL seconds, and where a
     * server-rendered copy is still kept, that copy is served instead (ServeCachedPages).
     */
    public static function missedServerRendering(Request $request, Response $response): bool
    {
        return config()->boolean('inertia.ssr.enabled')
            && ! Header::isInertia($request)
            && ! str_contains((string) $response->getContent(), 'data-server-rendered');
    }

    private static function public(Request $request, Response $response): Response
    {
        $response->headers->set('Cache-Control', self::cacheControl(! self::missedServerRendering($request, $response)));
        if (! CanonicalPage::isCanonical($request)) {
            self::keepOutOfProxy($response);
        }
        $response->headers->set('Vary', implode(', ', [Header::INERTIA, Header::EXCEPT_ONCE_PROPS, Header::VERSION]));
        $response->setEtag(hash('xxh128', (string) $response->getContent()));
        $response->isNotModified($request);

        return $response;
    }

    /** A public page's Cache-Control: a page rendered without the SSR server is kept briefly, never served stale. */
    public static function cacheControl(bool $serverRendered): string
    {
        return $serverRendered
            ? sprintf('public, max-age=0, s-maxage=%d, stale-while-revalidate=%d', PageCache::ttl(), PageCache::stale())
            : sprintf('public, max-age=0, s-maxage=%d', PageCache::withoutSsrTtl());
    }

    public static function keepOutOfProxy(Response $response): void
    {
        $response->headers->set(self::PROXY_EXPIRES, '0');
    }

    private static function private(Response $response): Response
    {
        $response->headers->set('Cache-Control', 'private, no-cache');

        return $response;
    }
}
