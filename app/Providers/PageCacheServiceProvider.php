<?php

declare(strict_types=1);

namespace App\Providers;

use App\Infrastructure\PageCache\BoundedPageStore;
use Illuminate\Cache\CacheManager;
use Illuminate\Cache\Repository;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Support\ServiceProvider;

/** The `bounded-pages` cache driver: the page cache's own SQLite file with a ceiling (config/cache.php, `pages`). */
final class PageCacheServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->callAfterResolving('cache', static function (CacheManager $cache): void {
            $cache->extend('bounded-pages', function (Application $app, array $config): Repository {
                $path = $config['path'] ?? null;

                return new Repository(new BoundedPageStore(
                    is_string($path) && $path !== '' ? $path : storage_path('framework/cache/pages.sqlite'),
                    max(1, (int) ($config['max_bytes'] ?? 256 * 1024 * 1024)),
                ));
            });
        });
    }
}
