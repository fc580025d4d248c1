<?php

declare(strict_types=1);

/*
 * The reports at a million orders (docs/reports.md): builds a SQLite database of its own (bench/run/reports.sqlite:
 * the demo data, then BENCH_ORDERS orders with their lines spread over the last BENCH_DAYS days, in every kind, status,
 * payment method and pickup store, a refund per 50 orders), totals every day once (the first run of the daily totals,
 * timed), then runs each report BENCH_RUNS times over the last month and over the last year and prints p50 and p95.
 *
 *   php bench/reports.php                                   1 000 000 orders over 400 days, 20 runs
 *   BENCH_ORDERS=100000 BENCH_RUNS=30 php bench/reports.php
 *   BENCH_REUSE=1 php bench/reports.php                     the last run's database again (measures only)
 *
 * Figures from one run on a shared machine: compare within a run, never assert on them.
 */

use App\Queries\Admin\Reports\SalesReport;
use App\Queries\Admin\Reports\SlowMovers;
use App\Queries\Admin\Reports\StockValuation;
use App\Services\Reports\ReportPeriod;
use App\Services\Reports\SalesTotals;
use App\Support\Dates;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;

$root = dirname(__DIR__);
$run = $root.'/bench/run';
@mkdir($run, 0777, true);
$database = $run.'/reports.sqlite';
$orders = (int) (getenv('BENCH_ORDERS') ?: 1_000_000);
$days = (int) (getenv('BENCH_DAYS') ?: 400);
$runs = max(1, (int) (getenv('BENCH_RUNS') ?: 20));

// The bench's own database and caches: nothing of the app's .env database or bootstrap/cache is read or written.
$environment = [
    'APP_ENV' => 'testing',
    'APP_DEBUG' => 'false',
    'APP_URL' => 'http://localhost',
    'DB_CONNECTION' => 'sqlite',
    'DB_DATABASE' => $database,
    'CACHE_STORE' => 'array',
    'QUEUE_CONNECTION' => 'sync',
    'SCOUT_DRIVER' => 'sqlite-fts',
    'APP_CONFIG_CACHE' => $run.'/reports-config.php',
    'APP_ROUTES_CACHE' => $run.'/reports-routes.php',
    'APP_EVENTS_CACHE' => $run.'/reports-events.php',
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

$started = hrtime(true);
$reuse = getenv('BENCH_REUSE') === '1' && is_file($database);
if (! $reuse) {
    foreach ([$database, $database.'-wal', $database.'-shm'] as $file) {
        @unlink($file);
    }
    touch($database);
    DB::purge();
    Artisan::call('migrate', ['--force' => true]);
    Artisan::call('db:seed', ['--force' => true]);
    $pdo = DB::connection()->getPdo();
    $pdo->exec('PRAGMA synchronous = OFF');

    // ---------------------------------------------------------------------------------------------------------------
    // A million orders and their lines, in multi-row INSERTs of 500 orders inside one transaction.

    mt_srand(20261130);
    $products = DB::table('products')->orderBy('id')->get(['id', 'sku', 'slug', 'price'])->all();
    foreach ($products as $product) {
        // Cost prices for four products in five.
        if (mt_rand(1, 5) < 5) {
            DB::table('products')->where('id', $product->id)->update(['cost_price' => intdiv((int) $product->price * mt_rand(68, 85), 100)]);
        }
    }
    $costs = DB::table('products')->pluck('cost_price', 'id')->all();
    $stores = DB::table('stores')->where('kind', 'store')->pluck('id')->all();
    $statuses = ['completed' => 62, 'cancelled' => 8, 'released' => 3, 'new' => 6, 'confirmed' => 6, 'packed' => 5, 'shipped' => 6, 'ready_for_pickup' => 4];
    $pick = [];
    foreach ($statuses as $status => $weight) {
        array_push($pick, ...array_fill(0, $weight, $status));
    }
    $kinds = ['checkout', 'checkout', 'checkout', 'checkout', 'one_click', 'phone', 'store'];
    $payments = ['cash', 'cash', 'card', 'card', 'credit', 'transfer'];
    $now = time();
    $spread = $days * 86_400;

    $orderColumns = ['id', 'number', 'idempotency_key', 'kind', 'status', 'locale', 'name', 'phone', 'delivery_method', 'store_id', 'payment_method', 'subtotal', 'discount_total', 'delivery_fee', 'total', 'created_at', 'updated_at'];
    $lineColumns = ['order_id', 'product_id', 'sku', 'name', 'slug', 'unit_price', 'quantity', 'line_total', 'discount', 'cost_price'];
    $insert = static function (string $table, array $columns, array $values) use ($pdo): void {
        $rows = intdiv(count($values), count($columns));
        $placeholders = '('.implode(', ', array_fill(0, count($columns), '?')).')';
        $pdo->prepare('INSERT INTO '.$table.' ('.implode(', ', $columns).') VALUES '.implode(', ', array_fill(0, $rows, $placeholders)))->execute($values);
    };
    $first = (int) DB::table('orders')->max('id') + 1;
    $lineCount = 0;
    $refunds = [];
    $pdo->exec('BEGIN');
    for ($done = 0; $done < $orders; $done += 500) {
        $orderValues = [];
        $lineValues = [];
        for ($i = $done; $i < min($orders, $done + 500); $i++) {
            $id = $first + $i;
            $at = gmdate('Y-m-d H:i:s', $now - mt_rand(0, $spread - 1));
            $kind = $kinds[mt_rand(0, count($kinds) - 1)];
            $pickup = $kind === 'store' || mt_rand(1, 3) === 1;
            $subtotal = 0;
            $discount = 0;
            $lines = mt_rand(1, 10) <= 6 ? 1 : mt_rand(2, 3);
            for ($l = 0; $l < $lines; $l++) {
                $product = $products[mt_rand(0, count($products) - 1)];
                $quantity = mt_rand(1, 10) <= 8 ? 1 : 2;
                $off = mt_rand(1, 20) === 1 ? intdiv((int) $product->price * $quantity, 10) : 0;
                $subtotal += $product->price * $quantity;
                $discount += $off;
                array_push($lineValues, $id, $product->id, $product->sku, '{"ro":"Produs","ru":"Товар"}', $product->slug, $product->price, $quantity, $product->price * $quantity, $off, $costs[$product->id] ?? null);
                $lineCount++;
            }
            $fee = $pickup ? 0 : 5_000;
            $status = $pick[mt_rand(0, count($pick) - 1)];
            array_push($orderValues, $id, 'ES-'.substr($at, 2, 2).substr($at, 5, 2).'-'.str_pad((string) $id, 6, '0', STR_PAD_LEFT), 'bench-'.$id, $kind,
                $status, 'ro', 'Ion Popescu', '+37369'.str_pad((string) mt_rand(0, 999_999), 6, '0'), $pickup ? 'pickup' : 'courier',
                $pickup && $stores !== [] ? $stores[mt_rand(0, count($stores) - 1)] : null, $payments[mt_rand(0, count($payments) - 1)],
                $subtotal, $discount, $fee, $subtotal - $discount + $fee, $at, $at);
            if ($status === 'completed' && mt_rand(1, 50) === 1) {
                $refunds[] = [$id, intdiv($subtotal, 2), gmdate('Y-m-d H:i:s', min($now, strtotime($at) + 5 * 86_400))];
            }
        }
        $insert('orders', $orderColumns, $orderValues);
        foreach (array_chunk($lineValues, 500 * count($lineColumns)) as $chunk) {
            $insert('order_lines', $lineColumns, $chunk);
        }
    }
    foreach (array_chunk($refunds, 500) as $chunk) {
        $values = [];
        foreach ($chunk as [$orderId, $amount, $at]) {
            array_push($values, $orderId, 'cash', $amount, 'bench-refund-'.$orderId, $at);
        }
        $insert('refunds', ['order_id', 'method', 'amount', 'idempotency_key', 'created_at'], $values);
    }
    $pdo->exec('COMMIT');
    DB::statement('ANALYZE');
    $say(sprintf('Built bench/run/reports.sqlite in %.1f s: %s orders with %s lines over %d days, %s refunds, %s products.',
        (hrtime(true) - $started) / 1e9, number_format($orders, 0, '.', ' '), number_format($lineCount, 0, '.', ' '), $days,
        number_format(count($refunds), 0, '.', ' '), number_format(count($products), 0, '.', ' ')));

    $start = hrtime(true);
    $totalled = app(SalesTotals::class)->retotalChanged();
    $say(sprintf('Daily totals, first run (every day): %d days in %.1f s; %s order rows, %s product rows.', $totalled, (hrtime(true) - $start) / 1e9,
        number_format((int) DB::table('sales_daily')->count(), 0, '.', ' '), number_format((int) DB::table('sales_daily_products')->count(), 0, '.', ' ')));
} else {
    $say('Reusing bench/run/reports.sqlite (BENCH_REUSE=1): '.number_format((int) DB::table('orders')->count(), 0, '.', ' ').' orders.');
}
$start = hrtime(true);
app(SalesTotals::class)->retotal(Dates::today());
$say(sprintf('Re-totalling one day: %.1f ms.', (hrtime(true) - $start) / 1e6));
$say(sprintf('PHP %s, SQLite %s, %d CPU cores, %s; %d runs each after 2 warm-up runs.', PHP_VERSION,
    DB::selectOne('select sqlite_version() as v')->v, (int) trim((string) shell_exec('nproc')), gmdate('Y-m-d H:i').' UTC', $runs));

// ---------------------------------------------------------------------------------------------------------------
// The reports.

$today = Dates::today();
$periods = [
    'month' => ReportPeriod::preset('last_month', $today),
    'year' => new ReportPeriod(date('Y-m-d', strtotime($today.' -364 days')), $today),
];
$percentile = static function (array $values, float $p): float {
    sort($values);

    return $values[(int) min(count($values) - 1, floor($p * (count($values) - 1) + 0.5))];
};
$say('');
$say(sprintf('%-22s %12s %12s %12s %12s', 'report', 'month p50', 'month p95', 'year p50', 'year p95'));
$sales = app(SalesReport::class);
$reports = [];
foreach (['days', 'products', 'categories', 'brands', 'stores', 'payments', 'kinds'] as $by) {
    $reports[$by] = static fn (ReportPeriod $period) => $sales->handle($period, $by);
}
$reports['stock valuation'] = static fn () => app(StockValuation::class)->handle();
$reports['slow movers (90 days)'] = static fn () => app(SlowMovers::class)->handle(90);
foreach ($reports as $label => $report) {
    $cells = [];
    foreach ($periods as $period) {
        for ($i = 0; $i < 2; $i++) {
            $report($period);
        }
        $times = [];
        for ($i = 0; $i < $runs; $i++) {
            $start = hrtime(true);
            $report($period);
            $times[] = (hrtime(true) - $start) / 1e6;
        }
        $cells[] = sprintf('%9.1f ms', $percentile($times, 0.5));
        $cells[] = sprintf('%9.1f ms', $percentile($times, 0.95));
    }
    $say(sprintf('%-22s %12s %12s %12s %12s', $label, ...$cells));
}
