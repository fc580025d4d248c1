<?php

declare(strict_types=1);

namespace App\Support\PageCache;

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

    private bool $pending = false;

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

    /** Sends the purge now if one is waiting (also when a command wants it before it ends). */
    public static function flush(): void
    {
        if (! app()->bound(self::class)) {
            return;
        }
        $purge = self::instance();
        if (! $purge->pending) {
            return;
        }
        $purge->pending = false;
        foreach (self::urls() as $url) {
            try {
                $response = Http::connectTimeout(self::CONNECT_TIMEOUT)->timeout(self::TIMEOUT)->send('PURGE', $url);
                // 404: the proxy held no version (no page was asked for since the last purge).
                if (! $response->successful() && $response->status() !== 404) {
                    Log::warning('Page cache: the proxy refused the purge', ['url' => $url, 'status' => $response->status()]);
                }
            } catch (Throwable $failure) {
                Log::warning('Page cache: the proxy could not be purged', ['url' => $url, 'error' => $failure->getMessage()]);
            }
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
