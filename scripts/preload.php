<?php

declare(strict_types=1);

/*
 * OPcache preloading (opcache.preload): PHP-FPM's master runs this once at start, and again at each reload. Every
 * class named in the list (bootstrap/cache/preload-classes.txt, written by scripts/preload-classes.php at deploy time;
 * the bench names its own list in $shopPreloadList) is compiled, linked and kept in shared memory, so a request finds
 * the framework's classes already declared and neither reads nor links their files, nor asks the autoloader for them.
 * No list: nothing is preloaded.
 *
 * Only classes, interfaces, traits and enums are loaded, through Composer's class map and PSR-4 prefixes, never the
 * `files` autoloads: a preloaded function would be declared a second time when Composer includes its file in a
 * request. A class that cannot be linked here (its parent missing, say) is skipped and loaded in the request as usual.
 * Files are compiled under their real path (this folder's, with any `current` link resolved), the one requests use.
 */

$root = dirname(__DIR__);
$list = $shopPreloadList ?? $root.'/bootstrap/cache/preload-classes.txt';
if (! is_file($list) || ! is_file($root.'/vendor/composer/ClassLoader.php')) {
    return;
}

require_once $root.'/vendor/composer/ClassLoader.php';

$loader = new Composer\Autoload\ClassLoader($root.'/vendor');
$loader->addClassMap(require $root.'/vendor/composer/autoload_classmap.php');
foreach (require $root.'/vendor/composer/autoload_psr4.php' as $prefix => $paths) {
    $loader->setPsr4($prefix, $paths);
}
$loader->register();

foreach (file($list, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [] as $class) {
    try {
        class_exists($class) || interface_exists($class) || trait_exists($class) || enum_exists($class);
    } catch (Throwable) {
        // Left to the request's own autoloading.
    }
}

$loader->unregister();
