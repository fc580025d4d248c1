<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\BadRequestHttpException;

/**
 * A path or query that does not decode to UTF-8 is a 400 (a JSON message under /api, the error page elsewhere)
 * before routing: otherwise the router's regexes, the search normaliser or the JSON encoder of a page meets bytes
 * it cannot handle and the shopper sees a 500 or a framework page.
 */
final class RejectMalformedUtf8
{
    public function handle(Request $request, Closure $next): Response
    {
        if (! mb_check_encoding(rawurldecode($request->getPathInfo()), 'UTF-8') || ! self::isUtf8($request->query->all())) {
            throw new BadRequestHttpException('Malformed UTF-8 in the URL.');
        }

        return $next($request);
    }

    /** @param  array<array-key, mixed>  $values */
    private static function isUtf8(array $values): bool
    {
        foreach ($values as $key => $value) {
            if (is_string($key) && ! mb_check_encoding($key, 'UTF-8')) {
                return false;
            }
            if (is_array($value) ? ! self::isUtf8($value) : (is_string($value) && ! mb_check_encoding($value, 'UTF-8'))) {
                return false;
            }
        }

        return true;
    }
}
