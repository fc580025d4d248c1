<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Stores\StoreController;
use App\Http\Controllers\Admin\Stores\StoreExceptionController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Stores and the warehouse: addresses, phones, coordinates, weekly hours and the days that differ (owners, managers).
Route::middleware('can:'.StaffGates::MANAGE_SHOP)->prefix('magazine')->name('stores.')->group(function (): void {
    Route::controller(StoreController::class)->group(function (): void {
        Route::get('/', 'index')->name('index');
        Route::get('nou', 'create')->name('create');
        Route::post('/', 'store')->name('store');
        Route::get('{store}/editare', 'edit')->whereNumber('store')->name('edit');
        Route::put('{store}', 'update')->whereNumber('store')->name('update');
        Route::delete('{store}', 'destroy')->whereNumber('store')->name('destroy');
    });
    Route::post('{store}/exceptii', [StoreExceptionController::class, 'store'])->whereNumber('store')->name('exceptions.store');
    Route::delete('{store}/exceptii/{exception}', [StoreExceptionController::class, 'destroy'])
        ->whereNumber(['store', 'exception'])->scopeBindings()->name('exceptions.destroy');
});
