<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\Seo\Robots;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * The `X-Robots-Tag` header of pages search engines should not index, beside the page's own robots meta tag: it
 * also covers what has no HTML head (Inertia's JSON answers, redirects). Read after the page is rendered, so a
 * listing that found several filters in its URL counts too.
 */
final class RobotsTag
{
    public function handle(Request $request, Closure $next): Response
    {
        $response = $next($request);

        $directive = Robots::directive($request);
        if ($directive !== null && ! $response->headers->has('X-Robots-Tag')) {
            $response->headers->set('X-Robots-Tag', $directive);
        }

        return $response;
    }
}
