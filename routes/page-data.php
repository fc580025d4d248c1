<?php

declare(strict_types=1);

use App\Http\Controllers\PageData\OnceFileController;
use App\Infrastructure\Inertia\OnceFiles;
use Illuminate\Support\Facades\Route;

/*
 * A first visit's translations and category tree, named by their content (App\Infrastructure\Inertia\OnceFiles). Outside
 * the web middleware group: no session, no cookies; the same file for every shopper, cached a year.
 */
Route::middleware('throttle:page-data')
    ->get('page-data/{key}.{hash}.json', OnceFileController::class)
    ->where(['key' => OnceFiles::KEY_PATTERN, 'hash' => OnceFiles::HASH_PATTERN])
    ->name('page-data');
