<?php

declare(strict_types=1);

namespace App\Providers;

use App\Infrastructure\RateLimits\CountingRateLimiter;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Infrastructure\RateLimits\RateLimitStore;
use Illuminate\Cache\CacheManager;
use Illuminate\Cache\RateLimiter;
use Illuminate\Cache\Repository;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Database\DatabaseManager;
use Illuminate\Support\ServiceProvider;

/**
 * The rate-limit policy: the `rate-limits` cache driver (our counter table), the limiter that counts in one
 * statement on it, and every named limiter.
 */
final class RateLimitServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->callAfterResolving('cache', static function (CacheManager $cache): void {
            $cache->extend('rate-limits', function (Application $app, array $config): Repository {
                /** @var DatabaseManager $db */
                $db = $app->make('db');
                $connection = $config['connection'] ?? null;
                $lottery = $config['lottery'] ?? [2, 100];

                return new Repository(new RateLimitStore(
                    $db->connection(is_string($connection) ? $connection : null),
                    is_string($config['table'] ?? null) ? $config['table'] : 'rate_limits',
                    [(int) ($lottery[0] ?? 2), (int) ($lottery[1] ?? 100)],
                ));
            });
        });

        $this->app->extend(RateLimiter::class, static function (RateLimiter $limiter, Application $app): RateLimiter {
            /** @var CacheManager $cache */
            $cache = $app->make('cache');

            return new CountingRateLimiter($cache->store(config()->string('cache.limiter')));
        });
    }

    public function boot(): void
    {
        // The named limiters are defined when the limiter is first needed (a throttled route, a form's own check), so
        // a request that counts nothing builds neither the limiter nor its cache store and database connection.
        $this->callAfterResolving(RateLimiter::class, static function (): void {
            RateLimitPolicy::register();
        });
    }
}
