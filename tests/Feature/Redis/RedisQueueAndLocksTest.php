<?php

declare(strict_types=1);

namespace Tests\Feature\Redis;

use App\Models\User;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Redis;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Redis\UsesRedis;
use Tests\TestCase;

/**
 * QUEUE_CONNECTION=redis and CACHE_STORE=redis, as on several app servers: a mail waits in Redis, encrypted, until the
 * one queue worker sends it; a lock taken on one server holds on every other.
 */
final class RedisQueueAndLocksTest extends TestCase
{
    use UsesRedis;

    protected function setUp(): void
    {
        parent::setUp();
        $this->useRedis(['queue.default' => 'redis', 'cache.default' => 'redis', 'mail.default' => 'array']);
    }

    #[Test]
    public function a_queued_mail_waits_in_redis_encrypted_until_a_worker_sends_it(): void
    {
        $user = User::factory()->createOne(['email' => 'ana@example.md']);

        $this->actingAs($user)
            ->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertRedirect('/cont/setari/parola');

        $this->assertSame(1, Queue::connection('redis')->size());
        /** @var list<string> $waiting */
        $waiting = Redis::connection('default')->lrange('queues:default', 0, -1);
        $this->assertCount(1, $waiting);
        $this->assertStringNotContainsString('ana@example.md', $waiting[0]);
        $this->assertSame(0, $this->sentMails());

        $this->artisan('queue:work', ['connection' => 'redis', '--once' => true])->assertSuccessful();

        $this->assertSame(0, Queue::connection('redis')->size());
        $this->assertSame(1, $this->sentMails());
    }

    #[Test]
    public function a_lock_held_elsewhere_keeps_the_sitemap_from_being_written_twice(): void
    {
        // Another app server (another process, the same Redis) is writing the sitemap.
        $elsewhere = Cache::store('redis')->lock('sitemap:generate', 60);
        $this->assertTrue($elsewhere->get());

        $this->artisan('sitemap:generate')->expectsOutput('Another run is writing the sitemap.')->assertSuccessful();

        // Its lock is still its own: nobody here released it or took it over.
        $this->assertFalse(Cache::store('redis')->lock('sitemap:generate', 60)->get());
        $this->assertTrue($elsewhere->release());
        $this->assertTrue(Cache::store('redis')->lock('sitemap:generate', 60)->get());
    }

    private function sentMails(): int
    {
        /** @var \Illuminate\Mail\Transport\ArrayTransport $transport */
        $transport = app('mail.manager')->mailer('array')->getSymfonyTransport();

        return $transport->messages()->count();
    }
}
