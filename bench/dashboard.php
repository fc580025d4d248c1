<?php

declare(strict_types=1);

/*
 * The back office dashboard's queries at scale: builds a SQLite database of its own (bench/run/dashboard.sqlite:
 * the demo data, BENCH_ORDERS orders spread over the last 60 days, and some contact messages, credit requests and
 * job applications), then runs each of the dashboard's queries BENCH_RUNS times and prints the median and the
 * slowest time of each, the time of one whole dashboard (every block, as the owner sees it) and the query plan of
 * every statement.
 *
 *   php bench/dashboard.php                              100 000 orders, 30 runs
 *   BENCH_ORDERS=1000000 BENCH_RUNS=10 php bench/dashboard.php
 *   BENCH_PRODUCTS=100000 php bench/dashboard.php        also 100 000 generated products (low stock at that size)
 *
 * The database is rebuilt at every run (a few seconds at 100 000 orders), so its days always end today. Figures from
 * one run on a shared machine: compare ratios within a run, never assert on them.
 */

use App\Queries\Admin\DashboardFigures;
use App\Queries\Admin\InboxCounts;
use App\Queries\Admin\LowStockProducts;
use App\Queries\Admin\OrdersWaiting;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;

$root = dirname(__DIR__);
$run = $root.'/bench/run';
@mkdir($run, 0777, true);
$database = $run.'/dashboard.sqlite';
$orders = (int) (getenv('BENCH_ORDERS') ?: 100_000);
$runs = max(1, (int) (getenv('BENCH_RUNS') ?: 30));
$products = (int) (getenv('BENCH_PRODUCTS') ?: 0);

// The bench's own database and caches: nothing of the app's .env database or bootstrap/cache is read or written.
$environment = [
    'APP_ENV' => 'local',
    'APP_DEBUG' => 'false',
    'DB_CONNECTION' => 'sqlite',
    'DB_DATABASE' => $database,
    'CACHE_STORE' => 'array',
    'QUEUE_CONNECTION' => 'sync',
    'SCOUT_DRIVER' => 'sqlite-fts',
    'APP_CONFIG_CACHE' => $run.'/dashboard-config.php',
    'APP_ROUTES_CACHE' => $run.'/dashboard-routes.php',
    'APP_EVENTS_CACHE' => $run.'/dashboard-events.php',
];
foreach ($environment as $name => $value) {
    putenv("{$name}={$value}");
    $_ENV[$name] = $_SERVER[$name] = $value;
}

require $root.'/vendor/autoload.php';
$app = require $root.'/bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();

$say = static function (string $line): void {
    fwrite(STDOUT, $line.PHP_EOL);
};

// ---------------------------------------------------------------------------------------------------------------
// The database.

$started = hrtime(true);
foreach ([$database, $database.'-wal', $database.'-shm'] as $file) {
    @unlink($file);
}
touch($database);
DB::purge();
Artisan::call('migrate', ['--force' => true]);
Artisan::call('db:seed', ['--force' => true]);
if ($products > 0) {
    Artisan::call('catalog:generate', ['count' => $products]);
}

/**
 * Rows in multi-row INSERTs of 500 inside one transaction: the fastest SQLite takes them.
 *
 * @param  list<string>  $columns
 * @param  callable(int): list<int|string|null>  $row
 */
$bulk = static function (string $table, array $columns, int $count, callable $row): void {
    $pdo = DB::connection()->getPdo();
    $chunk = 500;
    $placeholders = '('.implode(', ', array_fill(0, count($columns), '?')).')';
    $sql = static fn (int $rows): string => 'INSERT INTO '.$table.' ('.implode(', ', $columns).') VALUES '
        .implode(', ', array_fill(0, $rows, $placeholders));
    $full = $pdo->prepare($sql($chunk));
    $pdo->exec('BEGIN');
    for ($done = 0; $done < $count; $done += $chunk) {
        $rows = min($chunk, $count - $done);
        $values = [];
        for ($i = 0; $i < $rows; $i++) {
            array_push($values, ...$row($done + $i));
        }
        ($rows === $chunk ? $full : $pdo->prepare($sql($rows)))->execute($values);
    }
    $pdo->exec('COMMIT');
};

mt_srand(20261124);
$now = time();
$spread = 60 * 86_400;
$moment = static fn (): string => gmdate('Y-m-d H:i:s', $now - mt_rand(0, $spread - 1));
// Most orders are completed; every state occurs, as in a shop that works through its orders.
$statuses = ['completed' => 60, 'cancelled' => 8, 'released' => 3, 'new' => 8, 'confirmed' => 6, 'packed' => 5, 'shipped' => 6, 'ready_for_pickup' => 4];
$pick = [];
foreach ($statuses as $status => $weight) {
    array_push($pick, ...array_fill(0, $weight, $status));
}
$first = (int) DB::table('orders')->max('id') + 1;
$bulk('orders', ['number', 'idempotency_key', 'kind', 'status', 'locale', 'name', 'phone', 'delivery_method', 'payment_method', 'subtotal', 'delivery_fee', 'total', 'created_at', 'updated_at'], $orders,
    static function (int $i) use ($first, $moment, $pick): array {
        $at = $moment();
        $total = mt_rand(100, 60_000) * 100;
        $id = $first + $i;

        return ['ES-'.substr($at, 2, 2).substr($at, 5, 2).'-'.str_pad((string) $id, 6, '0', STR_PAD_LEFT), 'bench-'.$id, 'checkout',
            $pick[mt_rand(0, count($pick) - 1)], mt_rand(0, 3) === 0 ? 'ru' : 'ro', 'Ion Popescu', '+37369'.str_pad((string) mt_rand(0, 999_999), 6, '0'),
            mt_rand(0, 2) === 0 ? 'pickup' : 'courier', 'cash', $total, 0, $total, $at, $at];
    });

$bulk('contact_messages', ['name', 'email', 'message', 'locale', 'created_at'], intdiv($orders, 50),
    static fn (): array => ['Ana', 'ana@example.md', 'Bună ziua', 'ro', $moment()]);
$programme = (int) DB::table('credit_programmes')->min('id');
$bulk('credit_requests', ['credit_programme_id', 'amount', 'months', 'monthly_payment', 'total', 'name', 'phone', 'locale', 'consented_at', 'created_at', 'updated_at'], intdiv($orders, 100),
    static function () use ($programme, $moment): array {
        $at = $moment();

        return [$programme, 1_000_000, 12, 90_000, 1_080_000, 'Ana', '+37369123456', 'ro', $at, $at, $at];
    });
$vacancy = (int) DB::table('vacancies')->min('id');
$bulk('job_applications', ['vacancy_id', 'name', 'phone', 'email', 'cv_path', 'cv_original_name', 'cv_type', 'cv_size', 'locale', 'created_at', 'updated_at'], intdiv($orders, 200),
    static function (int $i) use ($vacancy, $moment): array {
        $at = $moment();

        return [$vacancy, 'Ion', '+37369123456', 'ion@example.md', 'bench-'.$i.'.pdf', 'cv.pdf', 'pdf', 1000, 'ro', $at, $at];
    });
DB::statement('ANALYZE');

$productCount = (int) DB::table('products')->count();
$say(sprintf('Built %s in %.1f s: %s orders over 60 days, %s products (%s with low stock), %s contact messages, %s credit requests, %s job applications.',
    'bench/run/dashboard.sqlite', (hrtime(true) - $started) / 1e9, number_format($orders, 0, '.', ' '), number_format($productCount, 0, '.', ' '),
    number_format((int) DB::table('products')->where('stock_total', '<=', config()->integer('admin.low_stock', 3))->count(), 0, '.', ' '),
    number_format(intdiv($orders, 50), 0, '.', ' '), number_format(intdiv($orders, 100), 0, '.', ' '), number_format(intdiv($orders, 200), 0, '.', ' ')));
$say(sprintf('PHP %s, SQLite %s, %d CPU cores, %s; %d runs each after 3 warm-up runs.', PHP_VERSION,
    DB::selectOne('select sqlite_version() as v')->v, (int) trim((string) shell_exec('nproc')), gmdate('Y-m-d H:i').' UTC', $runs));

// ---------------------------------------------------------------------------------------------------------------
// The queries.

$blocks = [
    'figures (periods + 30-day series)' => static fn () => (new DashboardFigures)->handle(),
    'orders waiting per status' => static fn () => (new OrdersWaiting)->handle(),
    'low stock (10 + count)' => static fn () => (new LowStockProducts)->handle(),
    'inbox counts (7 days)' => static fn () => (new InboxCounts)->handle(),
];
$blocks['whole dashboard (all four)'] = static function () use ($blocks): void {
    foreach (array_slice($blocks, 0, 4) as $block) {
        $block();
    }
};

/** @param  list<float>  $values */
$median = static function (array $values): float {
    sort($values);
    $middle = intdiv(count($values), 2);

    return count($values) % 2 === 1 ? $values[$middle] : ($values[$middle - 1] + $values[$middle]) / 2;
};

$say('');
$say(sprintf('%-36s %10s %10s %10s', 'query', 'statements', 'median', 'slowest'));
$statements = [];
$captured = [];
DB::listen(static function (QueryExecuted $query) use (&$captured): void {
    $captured[] = [$query->sql, $query->bindings];
});
foreach ($blocks as $label => $block) {
    for ($i = 0; $i < 3; $i++) {
        $block();
    }
    $times = [];
    for ($i = 0; $i < $runs; $i++) {
        $captured = [];
        $start = hrtime(true);
        $block();
        $times[] = (hrtime(true) - $start) / 1e6;
    }
    if (! str_starts_with($label, 'whole')) {
        $statements[$label] = $captured;
    }
    $say(sprintf('%-36s %10d %8.2f ms %7.2f ms', $label, count($captured), $median($times), max($times)));
}

$say('');
$say('Query plans (EXPLAIN QUERY PLAN):');
foreach ($statements as $label => $queries) {
    foreach ($queries as [$sql, $bindings]) {
        $say('');
        $say("[{$label}] ".preg_replace('/\s+/', ' ', $sql));
        foreach (DB::select('EXPLAIN QUERY PLAN '.$sql, $bindings) as $step) {
            $say('    '.$step->detail);
        }
    }
}
