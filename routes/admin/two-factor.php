<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\TwoFactor\TwoFactorSetupController;
use App\Http\Middleware\Admin\RequireStaffTwoFactor;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The back office's two-factor setup for staff who have none yet: the one part of /admin RequireStaffTwoFactor lets
// them reach. Turning it on and confirming it want a recent password confirmation, as on the account's own settings.
Route::middleware('can:'.StaffGates::ACCESS_ADMIN)->withoutMiddleware(RequireStaffTwoFactor::class)
    ->prefix('doi-factori')->name('two-factor.')->controller(TwoFactorSetupController::class)->group(function (): void {
        Route::get('/', 'show')->name('show');
        Route::post('/', 'enable')->middleware(['verified', 'password.confirm'])->name('enable');
        Route::post('confirmare', 'confirm')->middleware(['verified', 'password.confirm'])->name('confirm');
    });
