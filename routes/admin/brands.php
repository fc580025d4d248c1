<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Brands\BrandController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Brands: the list with product counts, a brand's form with its logo, deleting one without products.
Route::middleware('can:'.StaffGates::MANAGE_CATALOG)->group(function (): void {
    Route::get('branduri', [BrandController::class, 'index'])->name('brands.index');
    Route::get('branduri/nou', [BrandController::class, 'create'])->name('brands.create');
    Route::post('branduri', [BrandController::class, 'store'])->name('brands.store');
    Route::get('branduri/{brand}/editare', [BrandController::class, 'edit'])->name('brands.edit');
    Route::put('branduri/{brand}', [BrandController::class, 'update'])->name('brands.update');
    Route::delete('branduri/{brand}', [BrandController::class, 'destroy'])->name('brands.destroy');
});
