<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Orders\EditOrderController;
use App\Http\Controllers\Admin\Orders\EditOrderFormController;
use App\Http\Controllers\Admin\Orders\NewOrderController;
use App\Http\Controllers\Admin\Orders\OrderCustomerSearchController;
use App\Http\Controllers\Admin\Orders\StoreStaffOrderController;
use App\Models\Order;
use Illuminate\Support\Facades\Route;

// Orders staff take by hand (by phone, at a store's counter) and edit before they ship. Loaded before orders.php, so
// `comenzi/noua` is this form and never an order's number. The product picker is the call list's (calls.products).
Route::get('comenzi/noua', NewOrderController::class)->middleware('can:take,'.Order::class)->name('orders.create');
Route::post('comenzi/noua', StoreStaffOrderController::class)->middleware('can:take,'.Order::class)->name('orders.store');
Route::get('comenzi/noua/clienti', OrderCustomerSearchController::class)->middleware('can:take,'.Order::class)->name('orders.customers');
Route::get('comenzi/{order:number}/editare', EditOrderFormController::class)->middleware('can:edit,order')->name('orders.edit.form');
Route::put('comenzi/{order:number}/editare', EditOrderController::class)->middleware('can:edit,order')->name('orders.edit');
