<?php

declare(strict_types=1);

use App\Http\Controllers\Shopper\ShopperStateController;
use Illuminate\Support\Facades\Route;

// The shopper's state before their first action on a page served anonymously: starts the session, sets the
// XSRF-TOKEN cookie (App\Http\Controllers\Shopper\ShopperStateController). One URL for both languages.
Route::get('stare', ShopperStateController::class)->middleware('throttle:shopper-state')->name('shopper.state');
