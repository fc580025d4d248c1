<?php

declare(strict_types=1);

/*
 * One page through the HTTP kernel in this process, with every query timed by Laravel: where a page's time goes.
 * Run in the bench's environment (bench/serve.sh's database and caches), e.g.
 *
 *   DB_DATABASE=bench/run/catalog-100000.sqlite php bench/profile.php '/categorie-produs/a/b?brand=x' [runs]
 *
 * Prints, for the last of `runs` requests (default 5; the first ones warm the app's caches): the status, the wall
 * time, the time in queries, the number of queries and the five slowest with their SQL. With the excimer extension
 * (`php -d extension=excimer`, Debian's php-excimer) and PROFILE_SAMPLE=1, every run after the first is sampled
 * every 0.1 ms and the functions where the time goes are printed too (self time, and time including callees).
 */

use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Foundation\Application;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

$root = dirname(__DIR__);
$path = $argv[1] ?? '/';
$runs = max(1, (int) ($argv[2] ?? 5));

putenv('APP_RUNNING_IN_CONSOLE=false');
$_ENV['APP_RUNNING_IN_CONSOLE'] = $_SERVER['APP_RUNNING_IN_CONSOLE'] = 'false';
define('LARAVEL_START', microtime(true));
require $root.'/vendor/autoload.php';

$url = parse_url((string) (getenv('APP_URL') ?: 'http://127.0.0.1')) ?: [];
$host = ($url['host'] ?? '127.0.0.1').(isset($url['port']) ? ':'.$url['port'] : '');
$inertia = getenv('PROFILE_INERTIA') === '1';

$profiler = null;
if (getenv('PROFILE_SAMPLE') === '1' && class_exists(ExcimerProfiler::class)) {
    $profiler = new ExcimerProfiler;
    $profiler->setPeriod(0.0001);
    $profiler->setEventType(EXCIMER_REAL);
}

for ($run = 1; $run <= $runs; $run++) {
    if ($run === 2) {
        $profiler?->start();
    }
    /** @var Application $app */
    $app = require $root.'/bootstrap/app.php';
    $queries = [];
    $app->booted(static function () use (&$queries): void {
        DB::listen(static function (QueryExecuted $query) use (&$queries): void {
            $queries[] = [$query->time, $query->sql];
        });
    });
    $server = ['HTTP_HOST' => $host, 'REMOTE_ADDR' => '127.0.0.1', 'HTTP_ACCEPT' => 'text/html'];
    if ($inertia) {
        $server['HTTP_X_INERTIA'] = 'true';
    }
    $request = Request::create($path, 'GET', server: $server);
    $kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
    $started = hrtime(true);
    $response = $kernel->handle($request);
    $elapsed = (hrtime(true) - $started) / 1e6;
    $kernel->terminate($request, $response);
}

$profiler?->stop();

usort($queries, static fn (array $a, array $b): int => $b[0] <=> $a[0]);
printf("%s  status %d  %.1f ms  %d queries in %.1f ms  %d bytes\n", $path, $response->getStatusCode(), $elapsed,
    count($queries), array_sum(array_column($queries, 0)), strlen((string) $response->getContent()));
foreach (array_slice($queries, 0, (int) (getenv('PROFILE_TOP') ?: 5)) as [$time, $sql]) {
    printf("  %7.2f ms  %s\n", $time, mb_strimwidth(preg_replace('/\s+/', ' ', $sql) ?? $sql, 0, 220, '…'));
}

if ($profiler !== null) {
    $self = [];
    $inclusive = [];
    $total = 0;
    foreach ($profiler->getLog() as $entry) {
        $total++;
        $seen = [];
        foreach ($entry->getTrace() as $depth => $frame) {
            $name = isset($frame['class']) ? $frame['class'].'::'.($frame['function'] ?? '') : ($frame['function'] ?? basename($frame['file'] ?? '?'));
            if ($depth === 0) {
                $self[$name] = ($self[$name] ?? 0) + 1;
            }
            if (! isset($seen[$name])) {
                $seen[$name] = true;
                $inclusive[$name] = ($inclusive[$name] ?? 0) + 1;
            }
        }
    }
    arsort($self);
    arsort($inclusive);
    $top = (int) (getenv('PROFILE_FUNCTIONS') ?: 25);
    echo "  samples: $total\n  self time:\n";
    foreach (array_slice($self, 0, $top, true) as $name => $count) {
        printf("    %5.1f %%  %s\n", 100 * $count / max(1, $total), $name);
    }
    echo "  including callees:\n";
    foreach (array_slice($inclusive, 0, $top * 2, true) as $name => $count) {
        printf("    %5.1f %%  %s\n", 100 * $count / max(1, $total), $name);
    }
}
