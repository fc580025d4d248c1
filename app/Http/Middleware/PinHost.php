<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Exception\SuspiciousOperationException;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\BadRequestHttpException;

/**
 * Serves only APP_URL's host and the aliases in APP_ALLOWED_HOSTS; any other Host header is a 400 before anything
 * else runs. Generated URLs never follow the request (the root URL is forced to APP_URL), but a foreign Host still
 * has no business here: it would end up in logs, the intended-URL redirect after sign-in and cache keys.
 */
final class PinHost
{
    public function handle(Request $request, Closure $next): Response
    {
        $allowed = self::allowedHosts();

        // Checked before proxies are trusted, so a forwarded host is judged here as well: one this app would not
        // serve directly is refused whether or not the proxy that sent it ends up trusted.
        $forwarded = $request->headers->get('X-Forwarded-Host');
        $hosts = [$this->hostOf($request)];
        if (is_string($forwarded) && $forwarded !== '') {
            foreach (explode(',', $forwarded) as $host) {
                $hosts[] = self::normalise($host);
            }
        }

        foreach ($hosts as $host) {
            if ($host === null || ! in_array($host, $allowed, true)) {
                throw new BadRequestHttpException('Host not served.');
            }
        }

        // From here on an alias is APP_URL's host: what the framework derives from the request itself (the page to
        // return to after signing in, the previous page) names the same host as every generated link.
        $request->headers->set('HOST', self::appHost());

        return $next($request);
    }

    /** @return list<string> */
    public static function allowedHosts(): array
    {
        $own = parse_url(config()->string('app.url'), PHP_URL_HOST);
        /** @var list<string> $aliases */
        $aliases = config()->array('app.allowed_hosts');

        return is_string($own) ? [strtolower($own), ...$aliases] : $aliases;
    }

    /** APP_URL's "host[:port]". */
    private static function appHost(): string
    {
        $url = config()->string('app.url');
        $host = (string) parse_url($url, PHP_URL_HOST);
        $port = parse_url($url, PHP_URL_PORT);

        return is_int($port) ? "$host:$port" : $host;
    }

    private function hostOf(Request $request): ?string
    {
        try {
            return $request->getHost();
        } catch (SuspiciousOperationException) {
            // Symfony refuses host names with characters no host has.
            return null;
        }
    }

    /** The host name of a Host-style value ("Shop.md:443" → "shop.md", "[::1]:80" → "[::1]"), or null. */
    private static function normalise(string $value): ?string
    {
        $host = strtolower(trim($value));
        $host = preg_replace('/:\d+$/', '', $host) ?? '';

        return preg_match('/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/', $host) === 1 ? $host : null;
    }
}
