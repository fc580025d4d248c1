<?php

declare(strict_types=1);

namespace Tests\Feature\Redis;

use Illuminate\Cache\RateLimiter;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Security\RateLimitPolicyTest;
use Tests\Support\Redis\UsesRedis;

/**
 * CACHE_LIMITER=redis, as on several app servers: every limit of RateLimitPolicyTest counts in Redis, not in the
 * rate_limits table.
 */
final class RateLimitPolicyOnRedisTest extends RateLimitPolicyTest
{
    use UsesRedis;

    protected function setUp(): void
    {
        parent::setUp();
        $this->useRedis(['cache.limiter' => 'redis']);
        $this->app->forgetInstance(RateLimiter::class);
    }

    #[Test]
    public function counts_in_redis_and_not_in_the_table(): void
    {
        config()->set('rate_limits.login.attempts', 2);
        foreach ([302, 302, 429] as $status) {
            $this->post('/autentificare', ['email' => 'nobody@example.md', 'password' => 'wrong'])->assertStatus($status);
        }

        $this->assertNotSame([], $this->redisKeys('cache'));
        $this->assertDatabaseCount('rate_limits', 0);
    }
}
