<?php

declare(strict_types=1);

use App\Http\Controllers\RecentlyViewed\RecentlyViewedController;
use Illuminate\Support\Facades\Route;

// The recently viewed strip (JSON, asked for by product pages, which record their product with it, and the home page)
// and its clearing; registered once per language from web.php inside LocalizedRoutes::register(). The read keeps an
// anonymous shopper's session in memory, so a shopper who only browses still gets the cached public pages.
Route::get('vazute-recent', [RecentlyViewedController::class, 'index'])
    ->middleware(['session.anonymous-in-memory', 'session.keep-flash', 'throttle:recently-viewed'])->name('recently-viewed.index');
Route::delete('vazute-recent', [RecentlyViewedController::class, 'destroy'])
    ->middleware('throttle:recently-viewed')->name('recently-viewed.destroy');
