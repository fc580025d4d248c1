<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Newsletter\SubscriberExportController;
use App\Http\Controllers\Admin\Newsletter\SubscriberIndexController;
use App\Http\Controllers\Admin\Newsletter\UnsubscribeSubscriberController;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Newsletter subscribers: the list, taking an address off it, the CSV export (its own rate limit).
Route::middleware('can:'.StaffGates::VIEW_INBOX)->group(function (): void {
    Route::get('abonati', SubscriberIndexController::class)->name('newsletter.index');
    Route::get('abonati/export', SubscriberExportController::class)->middleware('throttle:'.RateLimitPolicy::ADMIN_EXPORT)->name('newsletter.export');
    Route::put('abonati/{subscriber}/dezabonare', UnsubscribeSubscriberController::class)->whereNumber('subscriber')->name('newsletter.unsubscribe');
});
