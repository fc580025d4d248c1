<?php

declare(strict_types=1);

use Illuminate\Support\Facades\Schedule;

// Run by `php artisan schedule:run` every minute (cron). None of these uses withoutOverlapping(): each is safe when
// two runs overlap (conditional UPDATEs decide who does the work), and a lock left by a crashed run would stop it.
Schedule::command('orders:send-mails')->everyMinute();
Schedule::command('orders:release-holds')->everyFiveMinutes();
Schedule::command('shop:prune')->dailyAt('03:30');
// The sitemap: rebuilt within minutes of a catalogue or content change, and fully once a day (promotions start and
// end, scheduled posts appear); one run at a time through a lock that expires (GenerateSitemap).
Schedule::command('sitemap:generate --if-stale')->everyFiveMinutes();
Schedule::command('sitemap:generate')->dailyAt('04:10');
