<?php

declare(strict_types=1);

use App\Http\Controllers\Shopper\ShopperStateController;
use Illuminate\Support\Facades\Route;

// The shopper's state before their first action on a page served anonymously: starts the session, sets the
// XSRF-TOKEN cookie (App\Http\Controllers\Shopper\ShopperStateController). One URL for both languages. Like every
// read a page makes in the background, it leaves what was flashed for the next page (App\Http\Middleware\KeepFlashForNextPage).
Route::get('stare', ShopperStateController::class)->middleware(['session.keep-flash', 'throttle:shopper-state'])->name('shopper.state');
