<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\LocaleController;
use App\Http\Middleware\Admin\RequireStaffTwoFactor;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The staff member's own choices for the back office. The language can be switched on the two-factor setup too.
Route::put('limba', LocaleController::class)->middleware('can:'.StaffGates::ACCESS_ADMIN)
    ->withoutMiddleware(RequireStaffTwoFactor::class)->name('locale.update');
