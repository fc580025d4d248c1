<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Pages that show one person's data — the account and its settings, orders, the cart and checkout, favourites and
 * compare, the sign-in forms and the back office — answer `Cache-Control: no-store, private`: no browser or proxy
 * keeps a copy on disk or in its history cache for the next person at a shared computer to open with Back. Browsing
 * pages seen by a signed-in shopper stay `private, no-cache` (PublicPage): they hold nothing personal but the header.
 */
final class NoStorePersonalPages
{
    /** The first part of the route names (`ru.` aside) of the areas with personal data. */
    public const AREAS = [
        'account', 'admin', 'cart', 'checkout', 'compare', 'favourites', 'login', 'logout', 'orders', 'password',
        'recently-viewed', 'register', 'settings', 'shopper', 'two-factor', 'verification',
    ];

    public function handle(Request $request, Closure $next): Response
    {
        $response = $next($request);
        if (self::personal($request)) {
            $response->headers->set('Cache-Control', 'no-store, private');
        }

        return $response;
    }

    public static function personal(Request $request): bool
    {
        // Null only for a request that never reached the router (the web group runs after routing).
        $name = (string) $request->route()->getName();
        $area = explode('.', str_starts_with($name, 'ru.') ? substr($name, 3) : $name)[0];

        return in_array($area, self::AREAS, true);
    }
}
