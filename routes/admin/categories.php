<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Categories\CategoryAttributesController;
use App\Http\Controllers\Admin\Categories\CategoryController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Categories: the three-level tree, a category's form (moving it included), its place among its siblings, its spec
// attributes, deleting an empty one.
Route::middleware('can:'.StaffGates::MANAGE_CATALOG)->group(function (): void {
    Route::get('categorii', [CategoryController::class, 'index'])->name('categories.index');
    Route::get('categorii/nou', [CategoryController::class, 'create'])->name('categories.create');
    Route::post('categorii', [CategoryController::class, 'store'])->name('categories.store');
    Route::get('categorii/{category}/editare', [CategoryController::class, 'edit'])->name('categories.edit');
    Route::put('categorii/{category}', [CategoryController::class, 'update'])->name('categories.update');
    Route::post('categorii/{category}/ordine', [CategoryController::class, 'reorder'])->name('categories.reorder');
    Route::put('categorii/{category}/caracteristici', CategoryAttributesController::class)->name('categories.attributes.update');
    Route::delete('categorii/{category}', [CategoryController::class, 'destroy'])->name('categories.destroy');
});
