<?php

declare(strict_types=1);

/*
 * OPcache preloading for the bench's PHP-FPM (opcache.preload; bench/serve.sh with BENCH_PRELOAD=1, the default).
 * PHP-FPM's master runs this once at start: every class named in bench/run/preload-classes.txt (written by
 * bench/preload-classes.php from warm requests) is compiled, linked and kept in shared memory, so a request finds the
 * framework's classes already declared and neither reads nor links their files, nor asks the autoloader for them.
 *
 * Only classes, interfaces, traits and enums are loaded, through Composer's class map and PSR-4 prefixes, never the
 * `files` autoloads: a preloaded function would be declared a second time when Composer includes its file in a
 * request. A class that cannot be linked here (its parent missing, say) is skipped and loaded in the request as usual.
 */

$root = dirname(__DIR__);
$list = __DIR__.'/run/preload-classes.txt';
if (! is_file($list)) {
    return;
}

require_once $root.'/vendor/composer/ClassLoader.php';

$loader = new Composer\Autoload\ClassLoader($root.'/vendor');
$loader->addClassMap(require $root.'/vendor/composer/autoload_classmap.php');
foreach (require $root.'/vendor/composer/autoload_psr4.php' as $prefix => $paths) {
    $loader->setPsr4($prefix, $paths);
}
$loader->register();

$loaded = 0;
foreach (file($list, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [] as $class) {
    try {
        if (class_exists($class) || interface_exists($class) || trait_exists($class) || enum_exists($class)) {
            $loaded++;
        }
    } catch (Throwable) {
        // Left to the request's own autoloading.
    }
}

$loader->unregister();
