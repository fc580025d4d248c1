<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Infrastructure\RateLimits\CountingRateLimiter;
use App\Infrastructure\RateLimits\RateLimitStore;
use Illuminate\Cache\RateLimiter;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class RateLimitStoreTest extends TestCase
{
    private function store(): RateLimitStore
    {
        return new RateLimitStore(DB::connection(), 'rate_limits', [0, 100]);
    }

    #[Test]
    public function the_limiter_counts_in_the_rate_limits_table(): void
    {
        $limiter = app(RateLimiter::class);

        $this->assertInstanceOf(CountingRateLimiter::class, $limiter);
        $this->assertSame(1, $limiter->hit('k', 60));
        $this->assertSame(2, $limiter->hit('k', 60));
        $this->assertSame(1, DB::table('rate_limits')->count());
        $this->assertTrue($limiter->tooManyAttempts('k', 2));
        $this->assertFalse($limiter->tooManyAttempts('k', 3));
        $this->assertSame(60, $limiter->availableIn('k'));
    }

    #[Test]
    public function a_hit_counts_on_in_its_window_and_starts_a_new_one_after_it(): void
    {
        $store = $this->store();
        $start = now()->getTimestamp();

        $this->assertSame([1, $start + 60], $store->hit('k', 60));
        $this->travel(30)->seconds();
        $this->assertSame([2, $start + 60], $store->hit('k', 60));
        $this->assertSame([4, $start + 60], $store->hit('k', 60, 2));

        $this->travel(31)->seconds();
        $this->assertNull($store->get('k'));
        $this->assertSame([1, $start + 121], $store->hit('k', 60));
    }

    #[Test]
    public function an_expired_counter_blocks_nothing(): void
    {
        $store = $this->store();
        $this->assertTrue($store->add('k', 5, 10));
        $this->assertFalse($store->add('k', 0, 10));
        $this->assertSame(6, $store->increment('k'));

        $this->travel(11)->seconds();
        $this->assertNull($store->get('k'));
        $this->assertFalse($store->increment('k'));
        $this->assertTrue($store->add('k', 0, 10));
        $this->assertSame(1, $store->increment('k'));
        $this->assertSame(0, $store->decrement('k'));
    }

    #[Test]
    public function put_forget_and_prune(): void
    {
        $store = $this->store();
        $store->put('a', 3, 10);
        $store->put('a', 4, 10);
        $store->put('b', 1, 100);
        $this->assertSame(['a' => 4, 'b' => 1, 'c' => null], $store->many(['a', 'b', 'c']));

        $this->travel(20)->seconds();
        $this->assertSame(1, $store->prune());
        $this->assertSame(['b'], DB::table('rate_limits')->pluck('key')->all());

        $store->forget('b');
        $this->assertSame(0, DB::table('rate_limits')->count());
    }

    #[Test]
    public function hits_sometimes_delete_ended_windows(): void
    {
        $store = new RateLimitStore(DB::connection(), 'rate_limits', [100, 100]);
        $store->put('old', 1, 5);
        $this->travel(10)->seconds();

        $store->hit('new', 60);

        $this->assertSame(['new'], DB::table('rate_limits')->pluck('key')->all());
    }
}
