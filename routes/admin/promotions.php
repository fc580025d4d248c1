<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Promotions\PromotionController;
use App\Http\Controllers\Admin\Promotions\PromotionProductSearchController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Promotions: their pages' texts, period, banner and products (the catalogue's editors).
Route::middleware('can:'.StaffGates::MANAGE_CATALOG)->prefix('promotii')->name('promotions.')->group(function (): void {
    Route::controller(PromotionController::class)->group(function (): void {
        Route::get('/', 'index')->name('index');
        Route::get('nou', 'create')->name('create');
        Route::post('/', 'store')->name('store');
        Route::get('{promotion}/editare', 'edit')->whereNumber('promotion')->name('edit');
        Route::put('{promotion}', 'update')->whereNumber('promotion')->name('update');
        Route::delete('{promotion}', 'destroy')->whereNumber('promotion')->name('destroy');
    });
    // The product picker's answers: products by name or SKU, with their price.
    Route::get('produse', PromotionProductSearchController::class)->name('products');
});
