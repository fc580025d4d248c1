<?php

declare(strict_types=1);

use App\Http\Controllers\Orders\CancelOrderController;
use App\Http\Controllers\Orders\OrderAgainController;
use App\Http\Controllers\Orders\OrderController;
use App\Http\Controllers\Orders\OrderIndexController;
use App\Http\Controllers\Orders\OrderLookupController;
use App\Http\Controllers\Orders\ResendOrderLinkController;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

// An order's page, its cancellation by the customer, its link renewal, "order again" on an account's order, finding an
// order by its number and phone, and the signed-in shopper's order list; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('comanda/{number}', OrderController::class)->where('number', 'ES-\d{4}-\d{6,}')->middleware(EncryptHistory::class)->name('orders.show');
Route::post('comanda/{number}/link-nou', ResendOrderLinkController::class)->where('number', 'ES-\d{4}-\d{6,}')->middleware('throttle:order-link')->name('orders.link.resend');
Route::post('comanda/{number}/anulare', CancelOrderController::class)->where('number', 'ES-\d{4}-\d{6,}')->middleware('throttle:order-cancel')->name('orders.cancel');
Route::get('cont/comenzi', OrderIndexController::class)->middleware(['auth', EncryptHistory::class])->name('orders.index');
Route::post('comanda/{number}/din-nou', OrderAgainController::class)->where('number', 'ES-\d{4}-\d{6,}')->middleware(['auth', 'throttle:cart'])->name('orders.again');
Route::get('comanda/cautare', [OrderLookupController::class, 'show'])->middleware(EncryptHistory::class)->name('orders.lookup');
Route::post('comanda/cautare', [OrderLookupController::class, 'find'])->middleware('throttle:order-lookup')->name('orders.lookup.find');
Route::post('comanda/cautare/link', [OrderLookupController::class, 'sendLink'])->middleware(['throttle:order-lookup', 'throttle:order-lookup-link'])->name('orders.lookup.link');
