<?php

declare(strict_types=1);

use App\Http\Controllers\Bench\FloorController;
use Illuminate\Support\Facades\Route;

/*
 * Loaded only when BENCH_ROUTES=true (bench/serve.sh sets it); outside the web and api middleware groups.
 */
Route::get('bench/floor', FloorController::class)->name('bench.floor');
