<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\DashboardController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The back office's home: today's figures and what waits for the staff member.
Route::get('/', DashboardController::class)->middleware('can:'.StaffGates::ACCESS_ADMIN)->name('dashboard');
