<?php

declare(strict_types=1);

/*
 * Writes bench/run/preload-classes.txt, the classes bench/preload.php preloads, with the deployment's list builder
 * (scripts/preload-classes.php): the classes the app declares while handling the given paths (default /bench/floor and
 * /). Run by bench/serve.sh after `php artisan optimize`, with the bench's environment.
 *
 *   php bench/preload-classes.php /bench/floor / /produs/x ...
 */

$argv = [$argv[0], '--out='.__DIR__.'/run/preload-classes.txt', ...(array_slice($argv, 1) ?: ['/bench/floor', '/'])];
require dirname(__DIR__).'/scripts/preload-classes.php';
