<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Attributes\AttributeController;
use App\Http\Controllers\Admin\Attributes\AttributeOptionController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Spec attributes: the list, an attribute's form, the options of a select attribute, deleting an unused one.
Route::middleware('can:'.StaffGates::MANAGE_CATALOG)->scopeBindings()->group(function (): void {
    Route::get('caracteristici', [AttributeController::class, 'index'])->name('attributes.index');
    Route::get('caracteristici/nou', [AttributeController::class, 'create'])->name('attributes.create');
    Route::post('caracteristici', [AttributeController::class, 'store'])->name('attributes.store');
    Route::get('caracteristici/{attribute}/editare', [AttributeController::class, 'edit'])->name('attributes.edit');
    Route::put('caracteristici/{attribute}', [AttributeController::class, 'update'])->name('attributes.update');
    Route::delete('caracteristici/{attribute}', [AttributeController::class, 'destroy'])->name('attributes.destroy');
    Route::post('caracteristici/{attribute}/optiuni', [AttributeOptionController::class, 'store'])->name('attributes.options.store');
    Route::put('caracteristici/{attribute}/optiuni/{option}', [AttributeOptionController::class, 'update'])->name('attributes.options.update');
    Route::delete('caracteristici/{attribute}/optiuni/{option}', [AttributeOptionController::class, 'destroy'])->name('attributes.options.destroy');
});
