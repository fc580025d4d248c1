<?php

declare(strict_types=1);

namespace Tests\Feature\Console;

use App\Infrastructure\Health\SchedulerHeartbeat;
use Illuminate\Console\Scheduling\CacheSchedulingMutex;
use Illuminate\Console\Scheduling\Event;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Contracts\Cache\Factory as CacheFactory;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Cache;
use Tests\TestCase;

/**
 * Several app servers may each run the scheduler: every task of routes/console.php must run on one of them only
 * (onOneServer(), a lock per task and minute in the shared cache store).
 */
final class ScheduleOnOneServerTest extends TestCase
{
    public function test_every_scheduled_task_runs_on_one_server_only(): void
    {
        $events = $this->app->make(Schedule::class)->events();

        $this->assertNotEmpty($events);
        $alone = array_values(array_map(
            static fn (Event $event): string => (string) $event->getSummaryForDisplay(),
            array_filter($events, static fn (Event $event): bool => ! $event->onOneServer),
        ));
        $this->assertSame([], $alone, 'Scheduled without onOneServer(): '.implode(', ', $alone));
    }

    public function test_a_server_skips_the_tasks_another_server_took_this_minute(): void
    {
        $this->travelTo(now()->setTime(10, 1, 5));
        $schedule = $this->app->make(Schedule::class);
        $due = $schedule->dueEvents($this->app);
        $this->assertNotEmpty($due);

        // The other server took every due task of this minute: its locks are in the shared cache store.
        $otherServer = new CacheSchedulingMutex($this->app->make(CacheFactory::class));
        foreach ($due as $event) {
            $this->assertTrue($otherServer->create($event, now()));
        }
        Cache::forget(SchedulerHeartbeat::KEY);

        Artisan::call('schedule:run');
        $output = Artisan::output();

        foreach ($due as $event) {
            $this->assertStringContainsString(
                'Skipping ['.$event->getSummaryForDisplay().'] because the command already ran on another server',
                $output,
            );
        }
        $this->assertStringNotContainsString('Running [', $output);
        $this->assertNull(SchedulerHeartbeat::last());
    }
}
