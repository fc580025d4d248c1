<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\PageCache\PageCache;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Http\Response as HttpResponse;
use Symfony\Component\HttpFoundation\Response;

/**
 * The page-cache version for nginx's page cache (deploy/nginx/shop.conf): nginx asks for it in a subrequest that
 * carries the server parameter SHOP_PAGE_VERSION_PROBE (a FastCGI parameter, never a header, so no client can ask),
 * keeps the answer and puts the version into every page's cache key. A purge of that one answer renews every page.
 * First in the stack: answered whatever the host, maintenance mode or the rest of the request, so the page request
 * it precedes gets the shop's own answer, never nginx's error for a failed subrequest.
 */
final class AnswerPageVersionProbe
{
    public const PARAMETER = 'SHOP_PAGE_VERSION_PROBE';

    public const HEADER = 'X-Page-Version';

    public function handle(Request $request, Closure $next): Response
    {
        if ($request->server->get(self::PARAMETER) !== '1') {
            return $next($request);
        }

        $version = PageCache::version($request);
        $lifetime = PageCache::versionLifetime($request);
        $response = new HttpResponse('', 200, [self::HEADER => $version]);
        // Kept by nginx until purged, at most until the version would run out by itself (the next scheduled change,
        // PAGE_CACHE_TTL at most); not at all while the version cannot be read.
        $response->headers->set('Cache-Control', $lifetime > 0 ? 'public, max-age=0, s-maxage='.$lifetime : 'no-store, private');

        return $response;
    }
}
