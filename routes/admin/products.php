<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Products\BulkProductsController;
use App\Http\Controllers\Admin\Products\ProductController;
use App\Http\Controllers\Admin\Products\ProductIndexController;
use App\Http\Controllers\Admin\Products\ProductStockController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Products: the list (the warehouse uses it to reach stock), the details form, the bulk bar, stock per place.
Route::get('produse', ProductIndexController::class)->middleware('can:'.StaffGates::MANAGE_STOCK)->name('products.index');
Route::middleware('can:'.StaffGates::MANAGE_CATALOG)->group(static function (): void {
    Route::get('produse/nou', [ProductController::class, 'create'])->name('products.create');
    Route::post('produse', [ProductController::class, 'store'])->name('products.store');
    Route::post('produse/in-masa', BulkProductsController::class)->name('products.bulk');
    Route::get('produse/{product}/editare', [ProductController::class, 'edit'])->whereNumber('product')->name('products.edit');
    Route::put('produse/{product}', [ProductController::class, 'update'])->whereNumber('product')->name('products.update');
});
Route::middleware('can:'.StaffGates::MANAGE_STOCK)->group(static function (): void {
    Route::get('produse/{product}/stoc', [ProductStockController::class, 'edit'])->whereNumber('product')->name('products.stock.edit');
    Route::put('produse/{product}/stoc', [ProductStockController::class, 'update'])->whereNumber('product')->name('products.stock.update');
    Route::put('produse/{product}/stoc/nivel', [ProductStockController::class, 'reorderLevel'])->whereNumber('product')->name('products.stock.reorder');
});
