<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Reports\ReportController;
use App\Http\Controllers\Admin\Reports\ReportExportController;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Reports (docs/reports.md): sales by day, product, category, brand, store, payment and kind against the period
// before, stock valuation and slow movers, each as CSV too.
Route::get('rapoarte', ReportController::class)->middleware('can:'.StaffGates::VIEW_REPORTS)->name('reports.index');
Route::get('rapoarte/csv', ReportExportController::class)
    ->middleware(['can:'.StaffGates::VIEW_REPORTS, 'throttle:'.RateLimitPolicy::ADMIN_EXPORT])->name('reports.export');
