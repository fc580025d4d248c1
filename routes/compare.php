<?php

declare(strict_types=1);

use App\Http\Controllers\Compare\CompareController;
use Illuminate\Support\Facades\Route;

// The compare list; registered once per language from web.php inside LocalizedRoutes::register().
// An id past 64 bits is a 404 (App\Http\Middleware\RejectOutOfRangeIds), not an integer overflow; a bounded
// pattern here would turn it into a 405 from the catch-all page route instead.
Route::get('compara', [CompareController::class, 'index'])->name('compare.index');
Route::post('compara/{product}', [CompareController::class, 'store'])->middleware('throttle:compare')->whereNumber('product')->name('compare.store');
Route::delete('compara/{product}', [CompareController::class, 'destroy'])->middleware('throttle:compare')->whereNumber('product')->name('compare.destroy');
