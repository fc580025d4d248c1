<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Orders\CallListController;
use App\Http\Controllers\Admin\Orders\CallProductSearchController;
use App\Http\Controllers\Admin\Orders\ConfirmCallController;
use App\Models\Order;
use Illuminate\Support\Facades\Route;

// The one-click call list: confirming an order after the call ("no answer / cancel" is the order's status move).
Route::get('apeluri', CallListController::class)->middleware('can:viewAny,'.Order::class)->name('calls.index');
Route::post('apeluri/{order:number}/confirmare', ConfirmCallController::class)->middleware('can:handleCalls,'.Order::class)->name('calls.confirm');
// The confirmation's product picker: products on sale by name or SKU, with their price and stock.
Route::get('apeluri/produse', CallProductSearchController::class)->middleware('can:handleCalls,'.Order::class)->name('calls.products');
