<?php

declare(strict_types=1);

namespace Tests\Feature\Redis;

use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\PageCacheTest;
use Tests\Support\Redis\UsesRedis;

/**
 * CACHE_STORE=redis, as on several app servers: the pages, their version and the page fragments live in Redis, which
 * every server reads, and every test of PageCacheTest holds there (a change is on the very next request).
 */
final class PageCacheOnRedisTest extends PageCacheTest
{
    use UsesRedis;

    protected function setUp(): void
    {
        parent::setUp();
        $this->useRedis(['cache.default' => 'redis']);
    }

    #[Test]
    public function keeps_the_pages_in_redis(): void
    {
        $this->get('/catalog')->assertHeader('X-Page-Cache', 'MISS');
        $this->get('/catalog')->assertHeader('X-Page-Cache', 'HIT');

        $this->assertNotSame([], $this->redisKeys('cache'));
        $this->assertDatabaseCount('cache', 0);
    }
}
