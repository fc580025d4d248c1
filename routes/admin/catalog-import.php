<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\CatalogImport\CatalogImportController;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Prices and stock in bulk: the CSV's dry run, applying it and the export (stock: every role; price columns are
// refused inside the file for staff without manage-catalog).
Route::middleware('can:'.StaffGates::MANAGE_STOCK)->prefix('import-catalog')->name('catalog-import.')->controller(CatalogImportController::class)->group(function (): void {
    Route::get('/', 'index')->name('index');
    Route::post('verificare', 'preview')->middleware('throttle:'.RateLimitPolicy::ADMIN_IMPORT)->name('preview');
    Route::post('aplicare', 'apply')->middleware('throttle:'.RateLimitPolicy::ADMIN_IMPORT)->name('apply');
    Route::get('export', 'export')->middleware('throttle:'.RateLimitPolicy::ADMIN_EXPORT)->name('export');
});
