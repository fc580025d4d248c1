<?php

declare(strict_types=1);

use App\Http\Controllers\Account\DashboardController;
use App\Http\Controllers\Account\WelcomeController;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

// The signed-in shopper's dashboard and the welcome page after registration; registered once per language from web.php inside LocalizedRoutes::register().
Route::middleware(['auth', EncryptHistory::class])->group(function (): void {
    Route::get('cont/bun-venit', WelcomeController::class)->name('account.welcome');
    Route::get('cont', DashboardController::class)->middleware('verified')->name('account.dashboard');
});
