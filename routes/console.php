<?php

declare(strict_types=1);

use App\Support\Health\SchedulerHeartbeat;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schedule;

// Run by `php artisan schedule:run` every minute (cron). None of these uses withoutOverlapping(): each is safe when
// two runs overlap (conditional UPDATEs decide who does the work), and a lock left by a crashed run would stop it.
Schedule::command('orders:send-mails')->everyMinute();
Schedule::command('orders:release-holds')->everyFiveMinutes();
Schedule::command('shop:prune')->dailyAt('03:30');

// The scheduler's sign of life, read by GET /up (config/health.php's scheduler_max_age).
Schedule::call(static fn () => SchedulerHeartbeat::beat())->everyMinute()->name('health:heartbeat');

// A consistent copy of the SQLite database, keeping BACKUP_KEEP of them; other databases have their own tools.
Schedule::command('shop:backup')->dailyAt('03:00')
    ->when(static fn (): bool => DB::connection()->getDriverName() === 'sqlite');
// The sitemap: rebuilt within minutes of a catalogue or content change, and fully once a day (promotions start and
// end, scheduled posts appear); one run at a time through a lock that expires (GenerateSitemap).
Schedule::command('sitemap:generate --if-stale')->everyFiveMinutes();
Schedule::command('sitemap:generate')->dailyAt('04:10');
