<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;

/**
 * A numeric route parameter past the 64-bit range names nothing that can exist, so it is a 404. Without this the
 * `int` parameter of a controller or a database driver chokes on it (a TypeError or an overflow: a 500). Covers every
 * route of the web and api groups, so a new route with a numeric parameter needs no constraint of its own.
 */
final class RejectOutOfRangeIds
{
    public function handle(Request $request, Closure $next): Response
    {
        $route = ($request->getRouteResolver())();
        if ($route instanceof Route) {
            foreach ($route->parameters() as $value) {
                if (is_string($value) && ctype_digit($value) && self::exceedsInt($value)) {
                    throw new NotFoundHttpException;
                }
            }
        }

        return $next($request);
    }

    private static function exceedsInt(string $digits): bool
    {
        $digits = ltrim($digits, '0');
        $max = (string) PHP_INT_MAX;

        return strlen($digits) > strlen($max) || (strlen($digits) === strlen($max) && strcmp($digits, $max) > 0);
    }
}
