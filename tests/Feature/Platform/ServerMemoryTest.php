<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Infrastructure\Cache\ServerMemory;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Defer\DeferredCallbackCollection;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The app server's own copy of versioned cache entries (APCu in production; tests/TestCase.php names a second in-memory
 * store for it here, apart from the shared one).
 */
final class ServerMemoryTest extends TestCase
{
    private int $computed = 0;

    #[Test]
    public function a_copy_is_read_without_asking_the_shared_store(): void
    {
        $this->assertSame(['answer' => 1], $this->remember('catalog:v1:thing'));
        $this->assertNull(Cache::get('catalog:v1:thing'), 'written to the shared store once the answer has gone');
        $this->app->make(DeferredCallbackCollection::class)->invoke();
        $this->assertSame(['answer' => 1], Cache::get('catalog:v1:thing'), 'the shared store has it then');

        // Gone from the shared store (another server's TTL, or it never reaches it): still answered, not worked out.
        Cache::forget('catalog:v1:thing');
        $this->assertSame(['answer' => 1], $this->remember('catalog:v1:thing'));
        $this->assertSame(1, $this->computed);
    }

    #[Test]
    public function a_value_another_server_worked_out_is_taken_from_the_shared_store(): void
    {
        Cache::put('catalog:v2:thing', ['answer' => 7], 600);

        $this->assertSame(['answer' => 7], $this->remember('catalog:v2:thing'));
        $this->assertSame(0, $this->computed);
    }

    #[Test]
    public function a_copy_lasts_server_memory_seconds_at_most(): void
    {
        config(['cache.server_memory_seconds' => 30]);
        $this->remember('catalog:v1:thing');
        Cache::forget('catalog:v1:thing');

        $this->travel(29)->seconds();
        $this->remember('catalog:v1:thing');
        $this->assertSame(1, $this->computed);

        $this->travel(2)->seconds();
        $this->assertSame(['answer' => 2], $this->remember('catalog:v1:thing'));
    }

    #[Test]
    public function without_a_server_store_every_read_goes_to_the_shared_store(): void
    {
        config(['cache.server_memory' => '']);
        $this->assertNull(ServerMemory::store());

        $this->remember('catalog:v1:thing');
        Cache::forget('catalog:v1:thing');
        $this->remember('catalog:v1:thing');
        $this->assertSame(2, $this->computed);
    }

    #[Test]
    public function apcu_is_used_only_where_it_is_on(): void
    {
        config(['cache.server_memory' => 'apc']);

        // The test runner is PHP's CLI, where APCu is off unless apc.enable_cli says otherwise.
        $on = function_exists('apcu_enabled') && apcu_enabled();
        $this->assertSame($on, ServerMemory::store() !== null);
        if (! $on) {
            $this->remember('catalog:v1:thing');
            $this->assertSame(['answer' => 1], Cache::get('catalog:v1:thing'));
        }
    }

    #[Test]
    public function what_a_page_worked_out_reaches_the_shared_store_after_its_answer(): void
    {
        $this->seed(DatabaseSeeder::class);
        $this->get('/cautare?q=samsung')->assertOk();

        // Another app server (an empty memory of its own) answers the same page from the shared store: the search's
        // facet counts are not counted again.
        Cache::store('server_memory_test')->flush();
        DB::enableQueryLog();
        $this->get('/cautare?q=samsung')->assertOk();
        $this->assertSame([], array_values(array_filter(array_column(DB::getQueryLog(), 'query'), static fn (string $sql): bool => str_contains($sql, 'COUNT(*) AS products'))));
    }

    /** @return array{answer: int} */
    private function remember(string $key): array
    {
        return ServerMemory::remember($key, 600, fn (): array => ['answer' => ++$this->computed]);
    }
}
