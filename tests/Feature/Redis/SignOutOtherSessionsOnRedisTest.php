<?php

declare(strict_types=1);

namespace Tests\Feature\Redis;

use App\Models\User;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Settings\SignOutOtherSessionsTest;
use Tests\Support\Redis\UsesRedis;

/**
 * SESSION_DRIVER=redis, as on several app servers: the sessions live in Redis, where no table can be searched for a
 * person's rows, and a new password still signs the other browsers out (every test of SignOutOtherSessionsTest).
 */
final class SignOutOtherSessionsOnRedisTest extends SignOutOtherSessionsTest
{
    use UsesRedis;

    protected function useSessionStore(): void
    {
        $this->useRedis(['session.driver' => 'redis', 'session.connection' => 'default']);
    }

    #[Test]
    public function keeps_each_browsers_session_in_redis_and_none_in_the_sessions_table(): void
    {
        User::factory()->create(['email' => 'ana@example.md']);
        $before = count($this->redisKeys());

        $laptop = $this->signIn();
        $phone = $this->signIn();

        $this->assertNotSame($laptop, $phone);
        $this->assertSame($before + 2, count($this->redisKeys()));
        $this->assertDatabaseCount('sessions', 0);
        $this->visit($laptop, 'GET', '/cont')->assertOk();
    }
}
