<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\StaffController;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Staff accounts: the list, inviting, mailing an invitation again, changing a role, disabling and enabling (owners only).
Route::middleware('can:'.StaffGates::MANAGE_STAFF)->prefix('personal')->name('staff.')->controller(StaffController::class)->group(function (): void {
    Route::get('/', 'index')->name('index');
    Route::post('/', 'store')->middleware('throttle:'.RateLimitPolicy::ADMIN_INVITE)->name('store');
    Route::put('{user}/rol', 'updateRole')->whereNumber('user')->name('role');
    Route::post('{user}/dezactivare', 'disable')->whereNumber('user')->name('disable');
    Route::post('{user}/activare', 'enable')->whereNumber('user')->name('enable');
    Route::post('{user}/invitatie', 'resendInvitation')->whereNumber('user')
        ->middleware('throttle:'.RateLimitPolicy::ADMIN_INVITE_RESEND)->name('invitation.resend');
});
