<?php

declare(strict_types=1);

/*
 * Writes the list of classes scripts/preload.php preloads: every class, interface, trait and enum of this repository
 * (vendor/ without development packages, app/, packages/) that the app declares while handling the given paths, each
 * in a fresh application in this process, as PHP-FPM would (not as a console command). Run after `php artisan
 * optimize`, with the environment it serves (database, cached config and routes): by deploy/deploy.sh in a new release
 * and by bench/serve.sh (through bench/preload-classes.php).
 *
 *   php scripts/preload-classes.php [--out=FILE] [--no-ssr] PATH...
 *     --out     default bootstrap/cache/preload-classes.txt
 *     --no-ssr  the pages are rendered without the SSR server (a deploy: the running server is the previous release's)
 *     PATH      default / (not /up: the health check remembers when it was first asked, and a deploy must not start that clock)
 */

use Illuminate\Foundation\Application;
use Illuminate\Http\Request;

$root = dirname(__DIR__);
$out = $root.'/bootstrap/cache/preload-classes.txt';
$ssr = true;
$paths = [];
foreach (array_slice($argv, 1) as $argument) {
    if (str_starts_with($argument, '--out=')) {
        $out = substr($argument, 6);
    } elseif ($argument === '--no-ssr') {
        $ssr = false;
    } else {
        $paths[] = $argument;
    }
}
$paths = $paths ?: ['/'];

putenv('APP_RUNNING_IN_CONSOLE=false');
$_ENV['APP_RUNNING_IN_CONSOLE'] = $_SERVER['APP_RUNNING_IN_CONSOLE'] = 'false';
define('LARAVEL_START', microtime(true));

require $root.'/vendor/autoload.php';

$url = parse_url((string) getenv('APP_URL')) ?: [];
$statuses = [];
foreach ($paths as $path) {
    /** @var Application $app */
    $app = require $root.'/bootstrap/app.php';
    $host = $url['host'] ?? null;
    $server = [
        'REQUEST_METHOD' => 'GET',
        'REQUEST_URI' => $path,
        'REMOTE_ADDR' => '127.0.0.1',
        'HTTP_ACCEPT' => 'text/html',
        'SCRIPT_NAME' => '/index.php',
        'SCRIPT_FILENAME' => $root.'/public/index.php',
    ] + $_SERVER;
    $kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
    ob_start();
    try {
        // Bootstrapped first (with a stand-in request), to read the app's own address from its cached config.
        $app->instance('request', Request::create($path, 'GET', server: $server));
        $kernel->bootstrap();
        // The app's own address (APP_URL, read from the cached config), so the host check lets the request in.
        $host ??= parse_url((string) config('app.url'), PHP_URL_HOST);
        $port = $url['port'] ?? parse_url((string) config('app.url'), PHP_URL_PORT);
        $server['HTTP_HOST'] = ($host ?: '127.0.0.1').($port ? ':'.$port : '');
        $server['SERVER_NAME'] = $host ?: '127.0.0.1';
        $server['SERVER_PORT'] = $port ?: 80;
        if (! $ssr) {
            config(['inertia.ssr.enabled' => false]);
        }
        $request = Request::create($path, 'GET', server: $server);
        $response = $kernel->handle($request);
        $response->sendContent();
        $kernel->terminate($request, $response);
        $statuses[] = $path.' '.$response->getStatusCode();
    } catch (Throwable $e) {
        // The classes it did load still count; a page that fails here fails the same way when served.
        $statuses[] = $path.' '.$e::class;
    } finally {
        ob_end_clean();
    }
}

// Development-only packages (a checkout has them; production installs with --no-dev) are left out.
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
    // Compiled views, cached config, the bench and these scripts are not classes to keep.
    foreach (['bench/', 'storage/', 'bootstrap/', 'scripts/'] as $folder) {
        if (str_starts_with($relative, $folder)) {
            continue 2;
        }
    }
    $classes[] = $name;
}

@mkdir(dirname($out), 0777, true);
file_put_contents($out, implode("\n", $classes)."\n");
fwrite(STDERR, 'preload-classes.php: '.count($classes).' classes from '.implode(', ', $statuses)."\n");
