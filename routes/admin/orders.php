<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Orders\ExtendOrderHoldController;
use App\Http\Controllers\Admin\Orders\OrderExportController;
use App\Http\Controllers\Admin\Orders\OrderIndexController;
use App\Http\Controllers\Admin\Orders\OrderShowController;
use App\Http\Controllers\Admin\Orders\RevertOrderStatusController;
use App\Http\Controllers\Admin\Orders\StoreOrderNoteController;
use App\Http\Controllers\Admin\Orders\UpdateOrderShipmentController;
use App\Http\Controllers\Admin\Orders\UpdateOrderStatusController;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Models\Order;
use Illuminate\Support\Facades\Route;

// Orders: the list with its filters and CSV export, one order's page, its status moves and the revert of a final one
// made by mistake, a shipped order's courier and tracking number, a longer hold and staff notes.
Route::get('comenzi', OrderIndexController::class)->middleware('can:viewAny,'.Order::class)->name('orders.index');
Route::get('comenzi/export', OrderExportController::class)
    ->middleware(['can:export,'.Order::class, 'throttle:'.RateLimitPolicy::ADMIN_EXPORT])->name('orders.export');
Route::get('comenzi/{order:number}', OrderShowController::class)->middleware('can:view,order')->name('orders.show');
Route::put('comenzi/{order:number}/stare', UpdateOrderStatusController::class)->middleware('can:changeStatus,order')->name('orders.status.update');
Route::put('comenzi/{order:number}/expediere', UpdateOrderShipmentController::class)->middleware('can:updateShipment,order')->name('orders.shipment.update');
Route::put('comenzi/{order:number}/revenire', RevertOrderStatusController::class)->middleware('can:revertStatus,order')->name('orders.status.revert');
Route::post('comenzi/{order:number}/rezervare', ExtendOrderHoldController::class)->middleware('can:changeStatus,order')->name('orders.hold.extend');
Route::post('comenzi/{order:number}/note', StoreOrderNoteController::class)->middleware('can:addNote,order')->name('orders.notes.store');
