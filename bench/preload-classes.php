<?php

declare(strict_types=1);

/*
 * Writes bench/run/preload-classes.txt, the classes bench/preload.php preloads: every class, interface, trait and enum
 * of this repository (vendor/, app/, packages/) that the app declares while handling the given paths, each in a fresh
 * application in this process, as PHP-FPM would (not as a console command). Run by bench/serve.sh after
 * `php artisan optimize`, with the bench's environment (database, cached config and routes).
 *
 *   php bench/preload-classes.php /bench/floor / /produs/x ...
 */

use Illuminate\Foundation\Application;
use Illuminate\Http\Request;

$root = dirname(__DIR__);
$paths = array_slice($argv, 1) ?: ['/bench/floor', '/'];

putenv('APP_RUNNING_IN_CONSOLE=false');
$_ENV['APP_RUNNING_IN_CONSOLE'] = $_SERVER['APP_RUNNING_IN_CONSOLE'] = 'false';
define('LARAVEL_START', microtime(true));

require $root.'/vendor/autoload.php';

$url = parse_url((string) getenv('APP_URL')) ?: [];
$statuses = [];
foreach ($paths as $path) {
    /** @var Application $app */
    $app = require $root.'/bootstrap/app.php';
    $server = [
        'REQUEST_METHOD' => 'GET',
        'REQUEST_URI' => $path,
        'HTTP_HOST' => ($url['host'] ?? '127.0.0.1').(isset($url['port']) ? ':'.$url['port'] : ''),
        'SERVER_NAME' => $url['host'] ?? '127.0.0.1',
        'SERVER_PORT' => $url['port'] ?? 80,
        'REMOTE_ADDR' => '127.0.0.1',
        'HTTP_ACCEPT' => 'text/html',
        'SCRIPT_NAME' => '/index.php',
        'SCRIPT_FILENAME' => $root.'/public/index.php',
    ] + $_SERVER;
    $request = Request::create($path, 'GET', server: $server);
    $kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
    ob_start();
    try {
        $response = $kernel->handle($request);
        $response->sendContent();
        $kernel->terminate($request, $response);
        $statuses[] = $path.' '.$response->getStatusCode();
    } catch (Throwable $e) {
        // The classes it did load still count; a page that fails here fails the same way in the bench.
        $statuses[] = $path.' '.$e::class;
    } finally {
        ob_end_clean();
    }
}

// Development-only packages (the bench's checkout has them; production installs with --no-dev) are left out.
$installed = json_decode((string) file_get_contents($root.'/vendor/composer/installed.json'), true);
$devPrefixes = array_map(static fn (string $name): string => 'vendor/'.$name.'/', $installed['dev-package-names'] ?? []);

$classes = [];
foreach ([...get_declared_classes(), ...get_declared_interfaces(), ...get_declared_traits()] as $name) {
    $file = (new ReflectionClass($name))->getFileName();
    if ($file === false || str_contains($name, '@') || ! str_starts_with($file, $root.'/')) {
        continue;
    }
    $relative = substr($file, strlen($root) + 1);
    foreach ($devPrefixes as $prefix) {
        if (str_starts_with($relative, $prefix)) {
            continue 2;
        }
    }
    // Compiled views, cached config and this script's own run folder are not classes to keep.
    if (str_starts_with($relative, 'bench/') || str_starts_with($relative, 'storage/') || str_starts_with($relative, 'bootstrap/')) {
        continue;
    }
    $classes[] = $name;
}

@mkdir(__DIR__.'/run', 0777, true);
file_put_contents(__DIR__.'/run/preload-classes.txt', implode("\n", $classes)."\n");
fwrite(STDERR, 'preload-classes.php: '.count($classes).' classes from '.implode(', ', $statuses)."\n");
