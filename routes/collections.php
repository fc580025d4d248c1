<?php

declare(strict_types=1);

use App\Http\Controllers\Shopper\CompareController;
use App\Http\Controllers\Shopper\FavouriteController;
use Illuminate\Support\Facades\Route;

// Favourites and the compare list; registered once per language from web.php inside LocalizedRoutes::register().
// Product ids are bounded so an absurd number is a 404, not an integer overflow.

Route::get('favorite', [FavouriteController::class, 'index'])->name('favourites.index');
Route::post('favorite/{product}', [FavouriteController::class, 'store'])->middleware('throttle:favourites')->where('product', '[0-9]{1,9}')->name('favourites.store');
Route::delete('favorite/{product}', [FavouriteController::class, 'destroy'])->middleware('throttle:favourites')->where('product', '[0-9]{1,9}')->name('favourites.destroy');
Route::get('compara', [CompareController::class, 'index'])->name('compare.index');
Route::post('compara/{product}', [CompareController::class, 'store'])->middleware('throttle:compare')->where('product', '[0-9]{1,9}')->name('compare.store');
Route::delete('compara/{product}', [CompareController::class, 'destroy'])->middleware('throttle:compare')->where('product', '[0-9]{1,9}')->name('compare.destroy');
