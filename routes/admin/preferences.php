<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\LocaleController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The staff member's own choices for the back office.
Route::put('limba', LocaleController::class)->middleware('can:'.StaffGates::ACCESS_ADMIN)->name('locale.update');
