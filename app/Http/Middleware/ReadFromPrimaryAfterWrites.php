<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Database\Replicas\ReadReplicas;
use App\Infrastructure\Http\AnonymousRequest;
use App\Infrastructure\PageCache\PageCache;
use App\Infrastructure\PageCache\PageStamps;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * With read replicas (DB_READ_HOST), "a read right after a write comes from the primary" across requests, where
 * Laravel's `sticky` holds only within one. Runs right after the session starts (bootstrap/app.php), before route
 * bindings read anything. A request reads from the primary:
 * - for DB_STICKY_SECONDS after its shopper's own write: the time is kept in the session (a shopper who writes has
 *   one; anonymous pages stay session-less, as they never write), so the order page a checkout redirects to, the
 *   account after a change and the back office after a save show what was just written;
 * - while the catalogue caches' version is that young (a staff change): what it reads fills the caches under it;
 * - for an anonymous public page, while the page cache's version, or that page's own stamp (PageStamps: a product
 *   whose stock an order moved), is that young: that page is kept under it.
 * Every other read goes to a replica.
 */
final class ReadFromPrimaryAfterWrites
{
    public const SESSION_KEY = 'db.primary_until';

    public function handle(Request $request, Closure $next): Response
    {
        if (! ReadReplicas::configured()) {
            return $next($request);
        }

        $session = $request->hasSession() ? $request->session() : null;
        $until = $session?->get(self::SESSION_KEY);
        if ((is_int($until) && $until > now()->getTimestamp()) || self::cachesJustChanged($request)) {
            ReadReplicas::readFromPrimary();
        }

        $response = $next($request);

        if ($session !== null && ReadReplicas::wrote()) {
            $session->put(self::SESSION_KEY, now()->getTimestamp() + ReadReplicas::window());
        }

        return $response;
    }

    private static function cachesJustChanged(Request $request): bool
    {
        return ReadReplicas::isRecent(CatalogCache::version())
            || (AnonymousRequest::isServed($request) && (ReadReplicas::isRecent(PageCache::version($request)) || ReadReplicas::isRecent(PageStamps::of($request))));
    }
}
