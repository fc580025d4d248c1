<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Families\FamilyController;
use App\Http\Controllers\Admin\Families\FamilyVariantController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Product families (docs/variants.md): the list, a family's form with its variants table, and the table's actions.
Route::middleware('can:'.StaffGates::MANAGE_CATALOG)->group(static function (): void {
    Route::get('familii', [FamilyController::class, 'index'])->name('families.index');
    Route::get('familii/nou', [FamilyController::class, 'create'])->name('families.create');
    Route::post('familii', [FamilyController::class, 'store'])->name('families.store');
    Route::get('familii/{family}/editare', [FamilyController::class, 'edit'])->whereNumber('family')->name('families.edit');
    Route::put('familii/{family}', [FamilyController::class, 'update'])->whereNumber('family')->name('families.update');
    Route::delete('familii/{family}', [FamilyController::class, 'destroy'])->whereNumber('family')->name('families.destroy');
    Route::post('familii/{family}/variante', [FamilyVariantController::class, 'store'])->whereNumber('family')->name('families.variants.store');
    Route::post('familii/{family}/combinatii', [FamilyVariantController::class, 'generate'])->whereNumber('family')->name('families.variants.generate');
    Route::post('familii/{family}/atasare', [FamilyVariantController::class, 'attach'])->whereNumber('family')->name('families.variants.attach');
    Route::delete('familii/{family}/variante/{product}', [FamilyVariantController::class, 'destroy'])->whereNumber(['family', 'product'])->name('families.variants.destroy');
    Route::post('familii/{family}/preturi', [FamilyVariantController::class, 'prices'])->whereNumber('family')->name('families.prices');
});
