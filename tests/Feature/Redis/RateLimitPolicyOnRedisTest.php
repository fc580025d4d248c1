<?php

declare(strict_types=1);

namespace Tests\Feature\Redis;

use Illuminate\Cache\RateLimiter;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Security\RateLimitPolicyTest;
use Tests\Support\Processes\AtOnce;
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

    #[Test]
    public function sixty_attempts_from_thirty_processes_at_once_let_exactly_the_limit_through(): void
    {
        $key = 'at-once:'.bin2hex(random_bytes(4));
        $allowed = (string) tempnam(sys_get_temp_dir(), 'allowed-');
        $failures = AtOnce::run(30, function () use ($key, $allowed): void {
            // Connections of its own, not the parent's sockets.
            app('redis')->purge('default');
            app('redis')->purge('cache');
            $limiter = app(RateLimiter::class);
            for ($i = 0; $i < 2; $i++) {
                // Counted first, as the throttle middleware does (Attempts): the count is the comparison.
                if ($limiter->hit($key, 60) <= 10) {
                    file_put_contents($allowed, "1\n", FILE_APPEND | LOCK_EX);
                }
            }
        });
        $count = substr_count((string) file_get_contents($allowed), '1');
        @unlink($allowed);

        $this->assertSame('', $failures);
        $this->assertSame(10, $count);
        $this->assertGreaterThan(0, app(RateLimiter::class)->availableIn($key));
        $this->assertLessThanOrEqual(60, app(RateLimiter::class)->availableIn($key));
    }
}
