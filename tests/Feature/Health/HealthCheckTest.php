<?php

declare(strict_types=1);

namespace Tests\Feature\Health;

use App\Infrastructure\Health\SchedulerHeartbeat;
use Illuminate\Http\Client\Request as HttpRequest;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class HealthCheckTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        // Ages are whole seconds of the clock: frozen, a busy machine cannot turn "0 s old" into 1.
        $this->freezeSecond();
        config(['health.cache_seconds' => 0]);
    }

    #[Test]
    public function a_healthy_shop_answers_200_with_every_check_and_no_cookie(): void
    {
        SchedulerHeartbeat::beat();

        $response = $this->getJson('/up')->assertOk()
            ->assertJsonPath('status', 'ok')
            ->assertJsonPath('checks.database.ok', true)
            ->assertJsonPath('checks.queue.ok', true)
            ->assertJsonPath('checks.queue.connection', 'sync')
            ->assertJsonPath('checks.queue.backlog', 0)
            ->assertJsonPath('checks.scheduler.ok', true)
            ->assertJsonPath('checks.scheduler.age', 0)
            ->assertJsonPath('checks.ssr', ['ok' => true, 'enabled' => false])
            ->assertHeader('Cache-Control', 'no-store, private');

        $this->assertNoCookies($response);
        $this->assertSame(['database', 'queue', 'scheduler', 'ssr'], array_keys((array) $response->json('checks')));
    }

    #[Test]
    public function a_stopped_scheduler_makes_it_503_naming_the_scheduler(): void
    {
        SchedulerHeartbeat::beat();
        $this->travel(config()->integer('health.scheduler_max_age') - 5)->seconds();
        $this->getJson('/up')->assertOk()->assertJsonPath('checks.scheduler.ok', true);

        $this->travel(10)->seconds();
        $response = $this->getJson('/up')->assertStatus(503)
            ->assertJsonPath('status', 'down')
            ->assertJsonPath('checks.scheduler.ok', false)
            ->assertJsonPath('checks.database.ok', true)
            ->assertJsonPath('checks.queue.ok', true);
        $this->assertStringContainsString('scheduler last ran', (string) $response->json('checks.scheduler.error'));
        $this->assertNoCookies($response);
    }

    #[Test]
    public function a_scheduler_that_never_ran_gets_its_grace_period_from_the_first_check_and_no_longer(): void
    {
        $this->getJson('/up')->assertOk()
            ->assertJsonPath('checks.scheduler.ok', true)
            ->assertJsonPath('checks.scheduler.last_run', null);

        $this->travel(config()->integer('health.scheduler_max_age') + 1)->seconds();
        $this->getJson('/up')->assertStatus(503)
            ->assertJsonPath('checks.scheduler.ok', false)
            ->assertJsonPath('checks.scheduler.last_run', null);

        // Its first run brings it back.
        SchedulerHeartbeat::beat();
        $this->getJson('/up')->assertOk();
    }

    #[Test]
    public function the_scheduled_heartbeat_is_what_keeps_the_scheduler_check_green(): void
    {
        $this->getJson('/up')->assertOk();
        $this->travel(config()->integer('health.scheduler_max_age') + 1)->seconds();
        $this->getJson('/up')->assertStatus(503);

        $this->artisan('schedule:run')->assertSuccessful();

        $this->getJson('/up')->assertOk()->assertJsonPath('checks.scheduler.age', 0);
    }

    #[Test]
    public function the_database_queue_reports_its_backlog_and_goes_down_when_jobs_wait_too_long(): void
    {
        // Ages are whole seconds of the clock: frozen, a slow machine does not turn 30 into 31.
        $this->freezeTime();
        SchedulerHeartbeat::beat();
        config(['queue.default' => 'database']);
        $this->pushJob(now()->getTimestamp() - 30);
        $this->pushJob(now()->getTimestamp() + 600); // delayed: not a backlog yet

        $this->getJson('/up')->assertOk()
            ->assertJsonPath('checks.queue.connection', 'database')
            ->assertJsonPath('checks.queue.backlog', 1)
            ->assertJsonPath('checks.queue.oldest_age', 30);

        $this->pushJob(now()->getTimestamp() - config()->integer('health.queue_max_age') - 1);
        $response = $this->getJson('/up')->assertStatus(503)
            ->assertJsonPath('status', 'down')
            ->assertJsonPath('checks.queue.ok', false)
            ->assertJsonPath('checks.queue.backlog', 2)
            ->assertJsonPath('checks.scheduler.ok', true);
        $this->assertStringContainsString('no worker is taking jobs', (string) $response->json('checks.queue.error'));
    }

    #[Test]
    public function too_many_waiting_jobs_are_a_failure_too(): void
    {
        SchedulerHeartbeat::beat();
        config(['queue.default' => 'database', 'health.queue_max_backlog' => 2]);
        foreach (range(1, 3) as $ignored) {
            $this->pushJob(now()->getTimestamp());
        }

        $response = $this->getJson('/up')->assertStatus(503)->assertJsonPath('checks.queue.ok', false);
        $this->assertStringContainsString('3 jobs are waiting', (string) $response->json('checks.queue.error'));
    }

    #[Test]
    public function a_database_that_cannot_be_reached_is_a_503_not_a_500(): void
    {
        SchedulerHeartbeat::beat();
        config(['database.connections.unreachable' => [
            'driver' => 'sqlite',
            'database' => storage_path('framework/testing/no-such-folder/database.sqlite'),
            'prefix' => '',
        ]]);
        $default = config()->string('database.default');
        config(['database.default' => 'unreachable']);

        try {
            $response = $this->getJson('/up');
        } finally {
            config(['database.default' => $default]);
        }

        $response->assertStatus(503)
            ->assertJsonPath('status', 'down')
            ->assertJsonPath('checks.database.ok', false)
            ->assertJsonPath('checks.database.error', 'the database did not answer a query');
        // The driver's message (paths, hosts) stays out of the public answer.
        $this->assertStringNotContainsString('no-such-folder', (string) $response->getContent());
        $this->assertNoCookies($response);
    }

    #[Test]
    public function with_ssr_on_it_asks_the_ssr_server_for_its_health(): void
    {
        SchedulerHeartbeat::beat();
        config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://127.0.0.1:13714/']);
        Http::fake(['127.0.0.1:13714/health' => Http::response(['status' => 'OK'])]);

        $this->getJson('/up')->assertOk()
            ->assertJsonPath('checks.ssr.ok', true)
            ->assertJsonPath('checks.ssr.enabled', true);
        Http::assertSent(static fn (HttpRequest $request): bool => $request->url() === 'http://127.0.0.1:13714/health' && $request->method() === 'GET');
    }

    #[Test]
    public function an_ssr_server_that_does_not_answer_makes_it_503(): void
    {
        SchedulerHeartbeat::beat();
        config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://127.0.0.1:13714', 'health.ssr_grace' => 0]);
        Http::fake(['*' => Http::failedConnection('Connection refused')]);

        $this->getJson('/up')->assertStatus(503)
            ->assertJsonPath('status', 'down')
            ->assertJsonPath('checks.ssr.ok', false)
            ->assertJsonPath('checks.ssr.error', 'the SSR server did not answer')
            ->assertJsonPath('checks.database.ok', true);
    }

    #[Test]
    public function an_ssr_server_answering_an_error_makes_it_503(): void
    {
        SchedulerHeartbeat::beat();
        config(['inertia.ssr.enabled' => true, 'health.ssr_grace' => 0]);
        Http::fake(['*' => Http::response('broken', 500)]);

        $this->getJson('/up')->assertStatus(503)
            ->assertJsonPath('checks.ssr.ok', false)
            ->assertJsonPath('checks.ssr.error', 'the SSR server answered 500');
    }

    #[Test]
    public function an_ssr_server_restarting_is_a_warning_until_its_grace_has_passed(): void
    {
        SchedulerHeartbeat::beat();
        config(['inertia.ssr.enabled' => true, 'inertia.ssr.url' => 'http://127.0.0.1:13714', 'health.ssr_grace' => 30, 'health.cache_seconds' => 0]);
        // The server's answers to the five probes below: silent three times, back once, silent again.
        Http::fake(['*' => Http::sequence()->pushFailedConnection()->pushFailedConnection()->pushFailedConnection()
            ->push(['status' => 'OK'])->pushFailedConnection()]);

        $this->getJson('/up')->assertOk()
            ->assertJsonPath('checks.ssr.ok', true)
            ->assertJsonPath('checks.ssr.warning', 'the SSR server did not answer')
            ->assertJsonPath('checks.ssr.failing_for', 0);

        $this->travel(20)->seconds();
        SchedulerHeartbeat::beat();
        $this->getJson('/up')->assertOk()->assertJsonPath('checks.ssr.failing_for', 20);

        $this->travel(11)->seconds();
        SchedulerHeartbeat::beat();
        $this->getJson('/up')->assertStatus(503)
            ->assertJsonPath('checks.ssr.ok', false)
            ->assertJsonPath('checks.ssr.error', 'the SSR server did not answer')
            ->assertJsonPath('checks.ssr.failing_for', 31);

        // Back: healthy at once, and a later failure gets its whole grace again.
        $this->getJson('/up')->assertOk()->assertJsonPath('checks.ssr.ok', true)->assertJsonMissingPath('checks.ssr.warning');
        $this->travel(5)->minutes();
        SchedulerHeartbeat::beat();
        $this->getJson('/up')->assertOk()->assertJsonPath('checks.ssr.failing_for', 0);
    }

    #[Test]
    public function a_healthy_answer_is_reused_for_a_moment_and_a_failure_shows_once_it_has_passed(): void
    {
        config(['health.cache_seconds' => 2]);
        SchedulerHeartbeat::beat();
        $this->getJson('/up')->assertOk();

        // The scheduler stops: within the two seconds the healthy answer still stands, after them it does not.
        Cache::forever(SchedulerHeartbeat::KEY, now()->getTimestamp() - 1000);
        $this->getJson('/up')->assertOk();
        $this->travel(3)->seconds();
        $this->getJson('/up')->assertStatus(503)->assertJsonPath('checks.scheduler.ok', false);
        // A failure is not kept: the scheduler's next beat shows on the very next probe.
        SchedulerHeartbeat::beat();
        $this->getJson('/up')->assertOk();
    }

    #[Test]
    public function probes_over_the_limit_get_a_plain_429(): void
    {
        SchedulerHeartbeat::beat();
        config(['rate_limits.health' => ['attempts' => 3, 'seconds' => 60]]);

        foreach (range(1, 3) as $ignored) {
            $this->getJson('/up')->assertOk();
        }
        $response = $this->get('/up')->assertStatus(429)
            ->assertJsonPath('status', 'limited')
            ->assertHeader('Retry-After');
        $this->assertNoCookies($response);

        // Another address is counted apart.
        $this->withServerVariables(['REMOTE_ADDR' => '10.1.2.3'])->getJson('/up')->assertOk();
    }

    #[Test]
    public function a_probe_for_another_host_is_refused_like_any_other_url(): void
    {
        $this->getJson('http://evil.example/up')->assertStatus(400);
        $this->getJson('http://localhost/up')->assertOk();
    }

    #[Test]
    public function a_shop_in_maintenance_is_503_for_the_load_balancer_too(): void
    {
        SchedulerHeartbeat::beat();
        $this->artisan('down')->assertSuccessful();
        try {
            $this->getJson('/up')->assertStatus(503);
        } finally {
            $this->artisan('up')->assertSuccessful();
        }
        $this->getJson('/up')->assertOk();
    }

    private function pushJob(int $availableAt): void
    {
        DB::table('jobs')->insert([
            'queue' => 'default',
            'payload' => '{}',
            'attempts' => 0,
            'reserved_at' => null,
            'available_at' => $availableAt,
            'created_at' => $availableAt,
        ]);
    }

    /** @param  TestResponse<\Symfony\Component\HttpFoundation\Response>  $response */
    private function assertNoCookies(TestResponse $response): void
    {
        $this->assertSame([], $response->headers->getCookies());
        $this->assertFalse($response->headers->has('Set-Cookie'));
    }
}
