<?php

declare(strict_types=1);

/*
 * Cart, checkout and orders, registered once per language by LocalizedRoutes (required from web.php): /cos and
 * /ru/cos.
 */

use App\Http\Controllers\Cart\CartController;
use App\Http\Controllers\Cart\CartItemController;
use App\Http\Controllers\Checkout\CheckoutController;
use App\Http\Controllers\Checkout\OneClickOrderController;
use App\Http\Controllers\Orders\OrderController;
use App\Http\Controllers\Orders\OrderIndexController;
use App\Http\Controllers\Orders\ResendOrderLinkController;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

Route::get('cos', CartController::class)->name('cart.show');
Route::post('cos/produse', [CartItemController::class, 'store'])->middleware('throttle:cart')->name('cart.items.store');
Route::patch('cos/produse/{product}', [CartItemController::class, 'update'])->middleware('throttle:cart')->whereNumber('product')->name('cart.items.update');
Route::delete('cos/produse/{product}', [CartItemController::class, 'destroy'])->middleware('throttle:cart')->whereNumber('product')->name('cart.items.destroy');
Route::get('checkout', [CheckoutController::class, 'show'])->name('checkout.show');
Route::post('checkout', [CheckoutController::class, 'store'])->middleware('throttle:checkout')->name('checkout.store');
Route::get('comanda/{number}', OrderController::class)->where('number', 'ES-\d{4}-\d{6,}')->middleware(EncryptHistory::class)->name('orders.show');
Route::post('comanda/{number}/link-nou', ResendOrderLinkController::class)->where('number', 'ES-\d{4}-\d{6,}')->middleware('throttle:order-link')->name('orders.link.resend');
Route::post('comanda-rapida', OneClickOrderController::class)->middleware(['throttle:one-click', 'throttle:one-click-phone'])->name('orders.one-click');
Route::get('cont/comenzi', OrderIndexController::class)->middleware(['auth', EncryptHistory::class])->name('orders.index');
