<?php

declare(strict_types=1);

/*
 * Cart, checkout and orders, registered once per language by LocalizedRoutes (required from web.php): /cos and
 * /ru/cos.
 */

use App\Http\Controllers\Cart\CartController;
use App\Http\Controllers\Cart\CartItemController;
use Illuminate\Support\Facades\Route;

Route::get('cos', CartController::class)->name('cart.show');
Route::post('cos/produse', [CartItemController::class, 'store'])->name('cart.items.store');
Route::patch('cos/produse/{product}', [CartItemController::class, 'update'])->whereNumber('product')->name('cart.items.update');
Route::delete('cos/produse/{product}', [CartItemController::class, 'destroy'])->whereNumber('product')->name('cart.items.destroy');
