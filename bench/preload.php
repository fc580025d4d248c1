<?php

declare(strict_types=1);

/*
 * OPcache preloading for the bench's PHP-FPM (opcache.preload; bench/serve.sh with BENCH_PRELOAD=1, the default):
 * scripts/preload.php, the deployment's, with the list bench/preload-classes.php wrote into bench/run/.
 */

$shopPreloadList = __DIR__.'/run/preload-classes.txt';
require dirname(__DIR__).'/scripts/preload.php';
