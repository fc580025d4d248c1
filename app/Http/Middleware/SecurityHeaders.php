<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\PageCache\PageCache;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Vite;
use Symfony\Component\HttpFoundation\Response;

/**
 * The browser's security headers on every response (pages, /api, error pages, redirects, /up), with a Content
 * Security Policy whose script nonce is fresh for each request. The outermost global middleware, so responses
 * rendered from exceptions anywhere below it get the headers too.
 */
final class SecurityHeaders
{
    public function handle(Request $request, Closure $next): Response
    {
        // Before anything renders: Vite's tags, the root view's inline scripts and the page data read it. An anonymous
        // shopper's page is the same for everyone, its nonce too (PageCache::nonce says why that is safe).
        $nonce = Vite::useCspNonce(PageCache::mayServe($request) ? PageCache::nonce($request) : null);

        $response = $next($request);

        $headers = [
            'X-Content-Type-Options' => 'nosniff',
            'Referrer-Policy' => 'strict-origin-when-cross-origin',
            'X-Frame-Options' => 'DENY',
            // Nothing in the shop uses these (the stores page shows a map, not the visitor's position).
            'Permissions-Policy' => 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), '
                .'magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
        ];
        // Laravel's debug page of a server error is all inline scripts and styles: a policy would only hide it.
        // APP_DEBUG is off wherever shoppers are.
        if (! ($response->getStatusCode() >= 500 && config()->boolean('app.debug'))) {
            $headers['Content-Security-Policy'] = self::policy($nonce);
        }
        // Only when the shop is on https: over http the browser ignores it, and on an https host it pins that host
        // to https for a year; its subdomains too only when configured (a shop's own mail or blog host may be http).
        if (str_starts_with(config()->string('app.url'), 'https://')) {
            $headers['Strict-Transport-Security'] = self::hsts();
        }

        foreach ($headers as $name => $value) {
            if (! $response->headers->has($name)) {
                $response->headers->set($name, $value);
            }
        }

        return $response;
    }

    private static function hsts(): string
    {
        $subdomains = config()->boolean('app.hsts_include_subdomains');

        return 'max-age=31536000'.($subdomains ? '; includeSubDomains' : '')
            .($subdomains && config()->boolean('app.hsts_preload') ? '; preload' : '');
    }

    public static function policy(string $nonce): string
    {
        $dev = self::viteDevServer();
        $devSockets = $dev === null ? null : (string) preg_replace('~^http~', 'ws', $dev);
        $appOrigin = self::origin(config()->string('app.url'));
        $tiles = self::origin(config()->string('company.map.tiles_url'));

        $directives = [
            'default-src' => ["'self'", $dev],
            'script-src' => ["'self'", "'nonce-$nonce'", $dev],
            // 'unsafe-inline' for styles only, and only because of: the stores map's pin (a style attribute in the
            // markup Leaflet's divIcon inserts), Inertia's progress bar (a <style> element it adds without a nonce)
            // and the Vite dev server, which injects every stylesheet as a <style> element. Styles cannot run code.
            'style-src' => ["'self'", "'unsafe-inline'", $dev],
            // blob: for the preview of an image staff picked before it is sent (ImageField); only this page's own
            // scripts can make such an address.
            'img-src' => ["'self'", 'data:', 'blob:', $tiles, $dev],
            'font-src' => ["'self'", 'data:', $dev],
            'connect-src' => ["'self'", $dev, $devSockets],
            'object-src' => ["'none'"],
            'base-uri' => ["'self'"],
            // A form sent on an alias host is redirected to APP_URL's host, which Chromium checks against this too.
            'form-action' => ["'self'", $appOrigin],
            'frame-ancestors' => ["'none'"],
        ];

        return implode('; ', array_map(
            static fn (string $name, array $sources): string => $name.' '.implode(' ', array_unique(array_filter($sources, static fn (?string $source): bool => $source !== null))),
            array_keys($directives),
            $directives,
        ));
    }

    /** The origin of the Vite dev server while `npm run dev` runs (it writes public/hot), else null. */
    private static function viteDevServer(): ?string
    {
        if (! Vite::isRunningHot()) {
            return null;
        }
        $contents = @file_get_contents(Vite::hotFile());

        return is_string($contents) ? self::origin(trim($contents)) : null;
    }

    /**
     * "scheme://host[:port]" of a URL or URL template; a placeholder label such as {s} in the host becomes the
     * wildcard CSP allows ("https://{s}.tile.example/…" → "https://*.tile.example").
     */
    private static function origin(string $url): ?string
    {
        if (preg_match('~^(https?://)([^/?#]+)~i', $url, $match) !== 1) {
            return null;
        }
        $host = (string) preg_replace('/\{[^}]*\}/', '*', $match[2]);

        return preg_match('/^(\*\.)?[A-Za-z0-9.\-\[\]:]+$/', $host) === 1 ? strtolower($match[1]).$host : null;
    }
}
