<?php

declare(strict_types=1);

use App\Http\Middleware\Admin\EndIdleAdminSession;
use App\Http\Middleware\Admin\EnsureStaff;
use App\Http\Middleware\Admin\RequireStaffTwoFactor;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

/*
 * The back office under /admin (no language prefix: staff pick their language on their account). Guests are sent to
 * sign in, shoppers get 403, staff without two-factor sign-in are sent to set it up, an idle session ends after
 * ADMIN_IDLE_MINUTES. Every route also names its own ability (`can:` middleware or a policy in the controller);
 * tests/Feature/Admin/AuthorizationMatrixTest fails for a route that has none.
 */
Route::prefix('admin')->name('admin.')
    ->middleware(['auth', EnsureStaff::class, EndIdleAdminSession::class, RequireStaffTwoFactor::class, 'throttle:admin', EncryptHistory::class])
    ->group(function (): void {
        // One file per section (routes/admin/<section>.php), all of them, in name order.
        foreach ((array) glob(__DIR__.'/admin/*.php') as $section) {
            require $section;
        }
    });
