<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\Http\AnonymousRequest;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * For a per-shopper JSON read that a page served from the cache asks for (the recently viewed strip): an anonymous
 * request (AnonymousRequest) gets a session in memory only, and neither it nor the XSRF-TOKEN sets a cookie, so asking
 * does not turn the shopper into one who is sent private pages from then on. Cookies the route sets itself (the
 * `viewer_id`) are kept. Unlike PublicPage it never marks the answer public: it is one shopper's. Runs before the
 * cookie and session middleware (bootstrap/app.php's priority list).
 */
final class KeepAnonymousSessionInMemory
{
    public function handle(Request $request, Closure $next): Response
    {
        if (! AnonymousRequest::matches($request)) {
            return $next($request);
        }

        return AnonymousRequest::withSessionInMemory(static fn (): Response => $next($request));
    }
}
