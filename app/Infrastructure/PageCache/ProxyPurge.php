<?php

declare(strict_types=1);

namespace App\Infrastructure\PageCache;

use App\Http\Middleware\HandleInertiaRequests;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use Illuminate\Queue\Events\JobExceptionOccurred;
use Illuminate\Queue\Events\JobProcessed;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * Tells the caching proxy in front of PHP (nginx's page cache, deploy/nginx/shop.conf) that the page-cache version
 * changed: a `PURGE` to each address of PAGE_CACHE_PURGE_URLS, which drops nginx's copy of the version, so its next
 * request renders every page afresh. Many writes in one request, command or queued job make one purge, sent when it
 * ends (after the answer has gone to the browser, under PHP-FPM); a proxy that is down or slow costs a short timeout
 * and a log line, never the write.
 */
final class ProxyPurge
{
    /** Seconds to connect, and to wait for the answer. */
    private const CONNECT_TIMEOUT = 0.5;

    private const TIMEOUT = 1.0;

    /** The header that names one page's key to the purge server's `/one` address (deploy/nginx/shop.conf). */
    public const PAGE_KEY_HEADER = 'X-Shop-Page-Key';

    private bool $pending = false;

    /** @var array<string, string> the paths of single pages to purge, with their language */
    private array $pages = [];

    /**
     * The addresses to purge (config page_cache.purge_urls); none: no proxy to tell.
     *
     * @return list<string>
     */
    public static function urls(): array
    {
        // config/page_cache.php has split, trimmed and filtered PAGE_CACHE_PURGE_URLS already.
        return array_values(array_filter(config()->array('page_cache.purge_urls'), static fn (mixed $url): bool => is_string($url) && $url !== ''));
    }

    /** A new version was stored: one purge when this request, command or job ends. */
    public static function schedule(): void
    {
        if (self::urls() === []) {
            return;
        }
        self::instance()->pending = true;
    }

    /**
     * Some pages changed (a product's stock): nginx's copies of them, in every language, go when this request,
     * command or job ends, while every other page stays.
     *
     * @param  list<array<string, string>>  $parameterSets  the route's parameters of each page
     */
    public static function schedulePages(string $route, array $parameterSets): void
    {
        if (self::urls() === []) {
            return;
        }
        $purge = self::instance();
        foreach ($parameterSets as $parameters) {
            foreach (Locales::all() as $locale) {
                $purge->pages[LocalizedRoutes::url($route, $parameters, $locale)] = $locale;
            }
        }
    }

    /** Sends the purge now if one is waiting (also when a command wants it before it ends). */
    public static function flush(): void
    {
        if (! app()->bound(self::class)) {
            return;
        }
        $purge = self::instance();
        $keys = $purge->pages === [] ? [] : self::pageKeys($purge->pages);
        $purge->pages = [];
        if ($purge->pending) {
            $purge->pending = false;
            foreach (self::urls() as $url) {
                self::send($url, []);
            }
        }
        foreach (self::urls() as $url) {
            foreach ($keys as $key) {
                self::send($url.'/one', [self::PAGE_KEY_HEADER => $key]);
            }
        }
    }

    /**
     * nginx's keys of these pages (fastcgi_cache_key in deploy/nginx/shop.conf, without the release's path, which
     * the purge server adds): a GET's and a HEAD's, the HTML and the Inertia answer for each set of once-props a
     * client may hold, under the current version.
     *
     * @param  array<string, string>  $pages  path => language
     * @return list<string>
     */
    private static function pageKeys(array $pages): array
    {
        $version = PageCache::current();
        $build = (string) app(HandleInertiaRequests::class)->version(request());
        $base = parse_url(config()->string('app.url'));
        $scheme = is_array($base) ? ($base['scheme'] ?? 'https') : 'https';
        // nginx's $host: the name alone, without a port.
        $host = is_array($base) ? strtolower($base['host'] ?? '') : '';
        $keys = [];
        foreach ($pages as $path => $locale) {
            // The storefront's once-props, in the order the page lists them (HandleInertiaRequests::share).
            $held = ['', 'translations.'.$locale, 'catalog.'.$locale, 'translations.'.$locale.',catalog.'.$locale];
            foreach (['GET', 'HEAD'] as $method) {
                $keys[] = implode('|', [$scheme, $method, $host, $path, '', '', '', $version]);
                foreach ($held as $once) {
                    $keys[] = implode('|', [$scheme, $method, $host, $path, 'true', $build, $once, $version]);
                }
            }
        }

        return $keys;
    }

    /**
     * @param  array<string, string>  $headers
     */
    private static function send(string $url, array $headers): void
    {
        try {
            $response = Http::connectTimeout(self::CONNECT_TIMEOUT)->timeout(self::TIMEOUT)->withHeaders($headers)->send('PURGE', $url);
            // 404: the proxy held nothing under that key (no such page was asked for since the last purge).
            if (! $response->successful() && $response->status() !== 404) {
                Log::warning('Page cache: the proxy refused the purge', ['url' => $url, 'status' => $response->status()]);
            }
        } catch (Throwable $failure) {
            Log::warning('Page cache: the proxy could not be purged', ['url' => $url, 'error' => $failure->getMessage()]);
        }
    }

    /** One per application, made on the first scheduled purge with the hooks that send it (none on other requests). */
    private static function instance(): self
    {
        $app = app();
        if ($app->bound(self::class)) {
            return $app->make(self::class);
        }
        $purge = new self;
        $app->instance(self::class, $purge);
        // A request or a command: after the answer (PHP-FPM has sent it by then). A queue worker never ends between
        // jobs: after each job, whether it succeeded or not (a failed job's rolled-back writes made no version).
        $app->terminating(static fn () => self::flush());
        Event::listen([JobProcessed::class, JobExceptionOccurred::class], static fn () => self::flush());

        return $purge;
    }
}
