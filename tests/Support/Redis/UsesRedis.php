<?php

declare(strict_types=1);

namespace Tests\Support\Redis;

use Illuminate\Support\Facades\Redis;

/**
 * Points the app under test at the throwaway Redis (RedisServer) with the framework's own connection names, `default`
 * and `cache`, as an app server configured with REDIS_HOST / REDIS_PORT would be, and empties it first. Which
 * services use it is the test's choice: the same settings as production (CACHE_STORE, SESSION_DRIVER,
 * QUEUE_CONNECTION, CACHE_LIMITER = redis).
 */
trait UsesRedis
{
    /** @param  array<string, mixed>  $services  config keys to set once Redis is there, e.g. ['cache.default' => 'redis'] */
    protected function useRedis(array $services = []): void
    {
        $port = RedisServer::port();
        config([
            'database.redis.client' => 'phpredis',
            'database.redis.default.host' => '127.0.0.1',
            'database.redis.default.port' => $port,
            'database.redis.default.database' => 0,
            'database.redis.cache.host' => '127.0.0.1',
            'database.redis.cache.port' => $port,
            'database.redis.cache.database' => 1,
            ...$services,
        ]);
        // Connections and stores made before this point were made with the settings of phpunit.xml.
        $this->app->forgetInstance('redis');
        Redis::clearResolvedInstances();
        $this->app['cache']->forgetDriver(['redis', config()->string('cache.default')]);
        $this->app['session']->forgetDrivers();
        $this->app->forgetInstance('session.store');
        $this->app->forgetInstance('queue.connection');

        Redis::connection('default')->flushDB();
        Redis::connection('cache')->flushDB();
    }

    /** @return list<string> the keys of one Redis connection, prefix included */
    protected function redisKeys(string $connection = 'default'): array
    {
        /** @var list<string> $keys */
        $keys = Redis::connection($connection)->keys('*');
        sort($keys);

        return $keys;
    }
}
