<?php

declare(strict_types=1);

/*
 * The price and stock CSV import at scale (docs/catalog-import.md): builds a SQLite database of its own
 * (bench/run/catalog-import.sqlite: the demo data plus BENCH_PRODUCTS generated products), writes a CSV of
 * BENCH_ROWS rows by SKU (price, old price and every place's stock, a realistic share of them changed), then times
 * the export, the dry run and the apply (one transaction), BENCH_RUNS times each on a fresh copy of the database,
 * and prints the median and slowest of each with the rows per second.
 *
 *   php bench/catalog-import.php                          100 000 products and rows, 3 runs
 *   BENCH_PRODUCTS=200000 BENCH_ROWS=200000 BENCH_RUNS=5 php bench/catalog-import.php
 *
 * Figures from one run on a shared machine: compare ratios within a run, never assert on them.
 */

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Infrastructure\Security\StaffActor;
use App\Services\CatalogImport\CatalogExporter;
use App\Services\CatalogImport\CatalogImporter;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;

$root = dirname(__DIR__);
$run = $root.'/bench/run';
@mkdir($run, 0777, true);
$template = $run.'/catalog-import-template.sqlite';
$database = $run.'/catalog-import.sqlite';
$products = (int) (getenv('BENCH_PRODUCTS') ?: 100_000);
$rows = (int) (getenv('BENCH_ROWS') ?: 100_000);
$runs = max(1, (int) (getenv('BENCH_RUNS') ?: 3));

// The bench's own database and caches: nothing of the app's .env database or bootstrap/cache is read or written.
$environment = [
    'APP_ENV' => 'local',
    'APP_DEBUG' => 'false',
    'DB_CONNECTION' => 'sqlite',
    'DB_DATABASE' => $database,
    'CACHE_STORE' => 'array',
    'QUEUE_CONNECTION' => 'sync',
    'SCOUT_DRIVER' => 'sqlite-fts',
    'APP_CONFIG_CACHE' => $run.'/catalog-import-config.php',
    'APP_ROUTES_CACHE' => $run.'/catalog-import-routes.php',
    'APP_EVENTS_CACHE' => $run.'/catalog-import-events.php',
];
foreach ($environment as $name => $value) {
    putenv("{$name}={$value}");
    $_ENV[$name] = $_SERVER[$name] = $value;
}

require $root.'/vendor/autoload.php';
$app = require $root.'/bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();
config()->set('catalog_import.max_rows', max($rows, config()->integer('catalog_import.max_rows')));

$say = static function (string $line): void {
    fwrite(STDOUT, $line.PHP_EOL);
};
$fresh = static function () use ($template, $database): void {
    DB::disconnect();
    foreach ([$database, $database.'-wal', $database.'-shm'] as $file) {
        @unlink($file);
    }
    copy($template, $database);
    DB::purge();
};

// ---------------------------------------------------------------------------------------------------------------
// The database, built once into a template that every timed run starts from.

$started = hrtime(true);
foreach ([$database, $database.'-wal', $database.'-shm'] as $file) {
    @unlink($file);
}
touch($database);
DB::purge();
Artisan::call('migrate', ['--force' => true]);
Artisan::call('db:seed', ['--force' => true]);
Artisan::call('catalog:generate', ['count' => $products]);
DB::statement('PRAGMA wal_checkpoint(TRUNCATE)');
DB::disconnect();
@unlink($template);
copy($database, $template);
$say(sprintf('Built a catalogue of %s products in %.1f s.', number_format((int) DB::table('products')->count(), 0, '.', ' '), (hrtime(true) - $started) / 1e9));

// The CSV: the export's shape with a share of the rows changed, as a spreadsheet edit would.
$csv = $run.'/catalog-import.csv';
$out = fopen($csv, 'w+b');
assert($out !== false);
app(CatalogExporter::class)->write($out, true);
fclose($out);
mt_srand(20261125);
$lines = file($csv, FILE_IGNORE_NEW_LINES) ?: [];
$header = array_shift($lines);
$changed = 0;
$edited = [$header];
foreach (array_slice($lines, 0, $rows) as $line) {
    $cells = explode(';', $line);
    if (mt_rand(1, 100) <= 30) {  // 30 % of rows: a new price (some with an old price) and new counts
        $price = mt_rand(100, 50_000);
        $cells[1] = $price.','.str_pad((string) mt_rand(0, 99), 2, '0', STR_PAD_LEFT);
        $cells[2] = mt_rand(1, 4) === 1 ? (string) ($price + mt_rand(100, 5_000)) : '';
        for ($i = 3; $i < count($cells); $i++) {
            $cells[$i] = (string) mt_rand(0, 12);
        }
        $changed++;
    }
    $edited[] = implode(';', $cells);
}
file_put_contents($csv, implode("\n", $edited)."\n");
$say(sprintf('CSV: %s rows (%s edited), %d columns, %.1f MB.', number_format(count($edited) - 1, 0, '.', ' '), number_format($changed, 0, '.', ' '),
    count(explode(';', (string) $header)), filesize($csv) / 1048576));
$say(sprintf('PHP %s, SQLite %s, %d CPU cores; %d runs each, on a fresh copy of the database.', PHP_VERSION,
    (string) DB::selectOne('SELECT sqlite_version() AS v')?->v, (int) trim((string) shell_exec('nproc')), $runs));

// ---------------------------------------------------------------------------------------------------------------
// The timings.

$median = static function (array $values): float {
    sort($values);
    $middle = intdiv(count($values), 2);

    return count($values) % 2 === 1 ? $values[$middle] : ($values[$middle - 1] + $values[$middle]) / 2;
};
$steps = [
    'export (every product)' => static function (): string {
        $out = fopen('php://memory', 'w+b');
        assert($out !== false);
        $count = app(CatalogExporter::class)->write($out, true);
        fclose($out);

        return "{$count} products";
    },
    'dry run' => static function () use ($csv): string {
        $report = app(CatalogImporter::class)->scan($csv, 'bench.csv', true);

        return "{$report->changed} would change, {$report->badRows} bad";
    },
    'apply (one transaction)' => static function () use ($csv): string {
        $report = app(ApplyCatalogImport::class)->handle($csv, 'bench.csv', true, StaffActor::console());
        if (! $report->applied) {
            throw new RuntimeException('The bench file was refused');
        }
        $drift = (int) DB::table('products')->whereRaw('stock_total != (SELECT COALESCE(SUM(quantity), 0) FROM product_stock WHERE product_id = products.id)')->count();

        return "{$report->changed} changed, totals off: {$drift}";
    },
];
$say('');
$say(sprintf('%-26s %10s %10s %14s  %s', 'step', 'median', 'slowest', 'rows/s', 'result'));
foreach ($steps as $label => $step) {
    $times = [];
    $result = '';
    for ($i = 0; $i < $runs; $i++) {
        $fresh();
        $t = hrtime(true);
        $result = $step();
        $times[] = (hrtime(true) - $t) / 1e9;
    }
    $say(sprintf('%-26s %8.2f s %8.2f s %14s  %s', $label, $median($times), max($times), number_format($rows / $median($times), 0, '.', ' '), $result));
}
$say(sprintf('Peak memory: %.0f MB.', memory_get_peak_usage(true) / 1048576));
