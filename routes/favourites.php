<?php

declare(strict_types=1);

use App\Http\Controllers\Favourites\FavouriteController;
use Illuminate\Support\Facades\Route;

// The favourites list; registered once per language from web.php inside LocalizedRoutes::register().
// An id past 64 bits is a 404 (App\Http\Middleware\RejectOutOfRangeIds), not an integer overflow; a bounded
// pattern here would turn it into a 405 from the catch-all page route instead.
Route::get('favorite', [FavouriteController::class, 'index'])->name('favourites.index');
Route::post('favorite/{product}', [FavouriteController::class, 'store'])->middleware('throttle:favourites')->whereNumber('product')->name('favourites.store');
Route::delete('favorite/{product}', [FavouriteController::class, 'destroy'])->middleware('throttle:favourites')->whereNumber('product')->name('favourites.destroy');
