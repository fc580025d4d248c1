<?php

declare(strict_types=1);

use App\Http\Controllers\Cart\CartController;
use App\Http\Controllers\Cart\CartItemController;
use App\Http\Controllers\Cart\CartPromoCodeController;
use Illuminate\Support\Facades\Route;

// The cart (/cos and /ru/cos); registered once per language from web.php inside LocalizedRoutes::register().
Route::get('cos', CartController::class)->name('cart.show');
Route::post('cos/produse', [CartItemController::class, 'store'])->middleware('throttle:cart')->name('cart.items.store');
Route::patch('cos/produse/{product}', [CartItemController::class, 'update'])->middleware('throttle:cart')->whereNumber('product')->name('cart.items.update');
Route::delete('cos/produse/{product}', [CartItemController::class, 'destroy'])->middleware('throttle:cart')->whereNumber('product')->name('cart.items.destroy');
// The cart's promo code: typing codes is limited per shopper and per address (guessing), docs/promo-codes.md.
Route::post('cos/cod', [CartPromoCodeController::class, 'store'])->middleware('throttle:promo-code')->name('cart.promo.store');
Route::delete('cos/cod', [CartPromoCodeController::class, 'destroy'])->middleware('throttle:cart')->name('cart.promo.destroy');
