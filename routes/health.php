<?php

declare(strict_types=1);

use App\Http\Controllers\Health\HealthController;
use Illuminate\Support\Facades\Route;

// Outside the web group: no session, no cookies, no locale. Rate limited in the controller (RateLimitPolicy::HEALTH).
Route::get('/up', HealthController::class)->name('health');
