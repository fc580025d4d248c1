<?php

declare(strict_types=1);

/*
 * The sitemap at scale: for each catalogue size, a SQLite database of its own (bench/run/sitemap-N.sqlite: the demo
 * data plus N generated products, built once and kept), then `php artisan sitemap:generate` in a fresh process,
 * timed, with the command's own peak memory, the URLs and files it wrote and their size on disk.
 *
 *   php bench/sitemap.php                              100 000 and 1 000 000 products
 *   BENCH_PRODUCTS=100000 php bench/sitemap.php        one size
 *
 * Building the million-product database takes a while (see bench/README.md); later runs reuse it. Figures from one
 * run on a shared machine: compare sizes within a run, never assert on them.
 */

$root = dirname(__DIR__);
$run = $root.'/bench/run';
@mkdir($run, 0777, true);
$sizes = array_map('intval', preg_split('/[\s,]+/', (string) (getenv('BENCH_PRODUCTS') ?: '100000 1000000'), -1, PREG_SPLIT_NO_EMPTY) ?: []);

$say = static function (string $line): void {
    fwrite(STDOUT, $line.PHP_EOL);
};

/**
 * Runs an artisan command against a bench database; returns its output, or stops the bench on failure.
 *
 * @param  list<string>  $arguments
 */
$artisan = static function (string $database, string $files, array $arguments) use ($root, $run): string {
    // The bench's own database, files and caches: nothing of the app's .env database or bootstrap/cache is touched.
    $environment = [
        'APP_ENV' => 'local',
        'APP_DEBUG' => 'false',
        'DB_CONNECTION' => 'sqlite',
        'DB_DATABASE' => $database,
        'CACHE_STORE' => 'array',
        'QUEUE_CONNECTION' => 'sync',
        'SCOUT_DRIVER' => 'sqlite-fts',
        'SITEMAP_DIRECTORY' => $files,
        'APP_URL' => 'https://www.electroshop.md',
        'APP_CONFIG_CACHE' => $run.'/sitemap-config.php',
        'APP_ROUTES_CACHE' => $run.'/sitemap-routes.php',
        'APP_EVENTS_CACHE' => $run.'/sitemap-events.php',
    ];
    $command = array_merge([PHP_BINARY, '-d', 'memory_limit=2G', $root.'/artisan'], $arguments, ['--no-interaction']);
    $process = proc_open($command, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, $root, array_merge(getenv(), $environment));
    if (! is_resource($process)) {
        fwrite(STDERR, 'Cannot start '.implode(' ', $arguments).PHP_EOL);
        exit(1);
    }
    $output = (string) stream_get_contents($pipes[1]);
    $errors = (string) stream_get_contents($pipes[2]);
    if (proc_close($process) !== 0) {
        fwrite(STDERR, implode(' ', $arguments)." failed:\n$output$errors");
        exit(1);
    }

    return $output;
};

$say(sprintf('sitemap:generate, %d CPU cores, %s', (int) trim((string) shell_exec('nproc')), gmdate('Y-m-d H:i').' UTC'));
$say('');
$say(sprintf('%12s %12s %7s %10s %12s %10s', 'products', 'URLs', 'files', 'seconds', 'peak memory', 'on disk'));

foreach ($sizes as $products) {
    $database = "$run/sitemap-$products.sqlite";
    $files = "$run/sitemap-$products-files";
    if (! is_file($database)) {
        fwrite(STDERR, "Building $database (demo data + $products generated products; kept for later runs)…\n");
        touch($database);
        $artisan($database, $files, ['migrate', '--force', '--seed']);
        $artisan($database, $files, ['catalog:generate', (string) $products]);
    }

    $started = microtime(true);
    $output = $artisan($database, $files, ['sitemap:generate']);
    $seconds = microtime(true) - $started;
    if (preg_match('/Sitemap: (\d+) URLs in (\d+) files, [\d.]+ s, peak memory (\d+) MiB/', $output, $m) !== 1) {
        fwrite(STDERR, "Unexpected output:\n$output");
        exit(1);
    }
    $bytes = 0;
    $release = trim((string) @file_get_contents("$files/current.txt"));
    foreach ((array) glob("$files/releases/$release/*.xml") as $file) {
        $bytes += (int) filesize((string) $file);
    }

    $say(sprintf('%12s %12s %7d %10.1f %9d MiB %7.0f MB', number_format($products, 0, '.', ' '), number_format((int) $m[1], 0, '.', ' '), (int) $m[2], $seconds, (int) $m[3], $bytes / 1e6));
}
