<?php

declare(strict_types=1);

use App\Http\Controllers\Bench\FloorController;
use Illuminate\Support\Facades\Route;

/*
 * Loaded only in a local or testing app with BENCH_ROUTES exactly "true" (bench/serve.sh sets both; see
 * App\Infrastructure\Routing\TestRoutes); outside the web and api middleware groups.
 */
Route::get('bench/floor', FloorController::class)->name('bench.floor');
