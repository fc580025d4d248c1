<?php

declare(strict_types=1);

use App\Infrastructure\Health\SchedulerHeartbeat;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schedule;

// Run by `php artisan schedule:run` every minute (cron). None of these uses withoutOverlapping(): each is safe when
// two runs overlap (conditional UPDATEs decide who does the work), and a lock left by a crashed run would stop it.
// Every task is onOneServer(): when several app servers run the scheduler, the first to take the task's lock for this
// minute in the shared cache store (Redis with several servers) runs it and the others skip it; the lock is named
// after the minute, so a crashed run never stops the next one. A test checks that every task says so
// (tests/Feature/Console/ScheduleOnOneServerTest.php).
Schedule::command('orders:send-mails')->everyMinute()->onOneServer();
Schedule::command('orders:release-holds')->everyFiveMinutes()->onOneServer();
// Online payments whose callback never came: read from the provider and settled, or expired (docs/payments.md).
Schedule::command('payments:reconcile')->everyTwoMinutes()->onOneServer();
// Promotions starting lower prices with no write: their products' price alerts are looked at each minute.
Schedule::command('stock-alerts:promotions')->everyMinute()->onOneServer();
// Customers of orders completed a few days ago are invited to review what they bought (config/reviews.php).
Schedule::command('reviews:invite')->hourly()->onOneServer();
// The reports' daily totals of the days whose orders changed (docs/reports.md); each report also runs it first.
Schedule::command('reports:retotal')->everyTenMinutes()->onOneServer();
Schedule::command('shop:prune')->dailyAt('03:30')->onOneServer();
// The warehouse's morning list of products at or below their reorder level; the command sends it once a day
// whatever runs it twice (docs/stock.md).
Schedule::command('stock:reorder-mail')->dailyAt('07:00')->onOneServer();

// The scheduler's sign of life, read by GET /up (config/health.php's scheduler_max_age).
Schedule::call(static fn () => SchedulerHeartbeat::beat())->everyMinute()->name('health:heartbeat')->onOneServer();

// A consistent copy of the SQLite database, keeping BACKUP_KEEP of them; other databases have their own tools.
Schedule::command('shop:backup')->dailyAt('03:00')->onOneServer()
    ->when(static fn (): bool => DB::connection()->getDriverName() === 'sqlite');
// SQLite's statistics for the query planner, taken again for the tables that changed size or lack them (a second or
// so for a shop's catalogue); database servers keep their own.
Schedule::command('db:analyze')->dailyAt('03:45')->onOneServer()
    ->when(static fn (): bool => DB::connection()->getDriverName() === 'sqlite');
// The sitemap: rebuilt within minutes of a catalogue or content change, and fully once a day (promotions start and
// end, scheduled posts appear); one run at a time through a lock that expires (GenerateSitemap).
Schedule::command('sitemap:generate --if-stale')->everyFiveMinutes()->onOneServer();
Schedule::command('sitemap:generate')->dailyAt('04:10')->onOneServer();
