<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\PromoCodes\PromoCodeBatchController;
use App\Http\Controllers\Admin\PromoCodes\PromoRuleController;
use App\Http\Controllers\Admin\PromoCodes\PromoRuleStatusController;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Promo codes and automatic cart rules (docs/promo-codes.md): the list with uses and revenue, the form, pause / resume
// / end, a batch of single-use codes and their CSV (the exports' own rate limit).
Route::middleware('can:'.StaffGates::MANAGE_MARKETING)->prefix('coduri-promo')->name('promo-codes.')->group(function (): void {
    Route::controller(PromoRuleController::class)->group(function (): void {
        Route::get('/', 'index')->name('index');
        Route::get('nou', 'create')->name('create');
        Route::post('/', 'store')->name('store');
        Route::get('{rule}/editare', 'edit')->whereNumber('rule')->name('edit');
        Route::put('{rule}', 'update')->whereNumber('rule')->name('update');
    });
    Route::put('{rule}/stare', PromoRuleStatusController::class)->whereNumber('rule')->name('status');
    Route::post('{rule}/coduri', [PromoCodeBatchController::class, 'store'])->whereNumber('rule')->middleware('throttle:'.RateLimitPolicy::ADMIN_EXPORT)->name('batch');
    Route::get('{rule}/coduri.csv', [PromoCodeBatchController::class, 'export'])->whereNumber('rule')->middleware('throttle:'.RateLimitPolicy::ADMIN_EXPORT)->name('export');
});
