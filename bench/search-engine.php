<?php

declare(strict_types=1);

/*
 * The search engine alone, on the database of the environment (the app's .env, or DB_CONNECTION, DB_HOST, … given on
 * the command line): 50 queries a shopper types into the search box (prefixes, whole words, typos, the other keyboard
 * layout, the other alphabet), each asked for the suggestions' 6 products without any cache, BENCH_RUNS times
 * (the first pass warms the database's caches and is not counted). Prints p50 and p95 of one query and the
 * statements of the slowest with their times.
 *
 *   DB_CONNECTION=pgsql DB_HOST=127.0.0.1 DB_DATABASE=shop php artisan catalog:generate 100000
 *   DB_CONNECTION=pgsql DB_HOST=127.0.0.1 DB_DATABASE=shop php bench/search-engine.php
 *   (MariaDB the same way, with DB_CONNECTION=mariadb)
 *
 * Figures from one run on a shared machine: compare within a run, never assert on them.
 */

use App\Models\Product;
use App\Search\ProductSearch;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Support\Facades\DB;

$root = dirname(__DIR__);
require $root.'/vendor/autoload.php';
$app = require $root.'/bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();

$runs = max(1, (int) (getenv('BENCH_RUNS') ?: 5));
$queries = [
    'te', 'tel', 'telev', 'televizor', 'televizor samsung', 'televizor 55', 'samsung', 'samsnug', 'smasung', 'ыфьыгтп',
    'iphone', 'iphone 15', 'iphone 15 128', 'apple', 'xiaomi', 'lg', 'bosch', 'philips', 'frigider', 'frigider bosch',
    'holodilnik', 'холодильник', 'ХОЛОДИЛЬНИК', 'ntktdbpjh', 'masina de spalat', 'mașină de spălat vase', 'aspirator',
    'aspirator robot', 'laptop', 'laptop lenovo', 'lenovo', 'cafetiera', 'espressor', 'smartphone', 'smartfon',
    'смартфон', 'телевизор', 'кондиционер', 'conditioner', 'microunde', 'cuptor', 'plita', 'monitor', 'monitr',
    'casti', 'наушники', 'tableta', 'playstation', 'trotineta', 'zzzzqqq',
];
$search = new ProductSearch;
$times = [];
$slowest = ['query' => '', 'ms' => 0.0];
for ($run = 0; $run <= $runs; $run++) {
    foreach ($queries as $query) {
        $started = hrtime(true);
        $search->ids($query, 6);
        $ms = (hrtime(true) - $started) / 1e6;
        if ($run > 0) {
            $times[] = $ms;
            if ($ms > $slowest['ms']) {
                $slowest = ['query' => $query, 'ms' => $ms];
            }
        }
    }
}
sort($times);
$at = static fn (float $share): float => $times[min(count($times) - 1, (int) floor($share * count($times)))];

$driver = DB::connection()->getDriverName();
printf("%s, %d products, %d queries × %d runs (engine %s)\n", $driver, Product::query()->count(), count($queries), $runs, config('scout.driver'));
printf("one query for 6 products: p50 %.2f ms, p95 %.2f ms, slowest \"%s\" %.2f ms\n", $at(0.5), $at(0.95), $slowest['query'], $slowest['ms']);

// What the slowest query runs, asked once more: each statement with its time.
DB::enableQueryLog();
$search->ids($slowest['query'], 6);
foreach (DB::getQueryLog() as $entry) {
    printf("  %6.2f ms  %s  %s\n", $entry['time'], mb_substr((string) preg_replace('/\s+/', ' ', $entry['query']), 0, 70), json_encode($entry['bindings']));
}
