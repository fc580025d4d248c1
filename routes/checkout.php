<?php

declare(strict_types=1);

use App\Http\Controllers\Checkout\CheckoutController;
use App\Http\Controllers\Checkout\OneClickOrderController;
use Illuminate\Support\Facades\Route;

// Checkout and the one-click order; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('checkout', [CheckoutController::class, 'show'])->name('checkout.show');
Route::post('checkout', [CheckoutController::class, 'store'])->middleware('throttle:checkout')->name('checkout.store');
Route::post('comanda-rapida', OneClickOrderController::class)->middleware(['throttle:one-click', 'throttle:one-click-phone'])->name('checkout.one-click');
