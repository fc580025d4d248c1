<?php

declare(strict_types=1);

use App\Http\Controllers\Account\AddressController;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

// The signed-in shopper's saved delivery addresses; registered once per language from web.php inside LocalizedRoutes::register().
// An id past 64 bits is a 404 (App\Http\Middleware\RejectOutOfRangeIds) before the route reads it.
Route::middleware(['auth', 'verified', EncryptHistory::class])->group(function (): void {
    Route::get('cont/adrese', [AddressController::class, 'index'])->name('account.addresses.index');
    Route::middleware('throttle:addresses')->group(function (): void {
        Route::post('cont/adrese', [AddressController::class, 'store'])->name('account.addresses.store');
        Route::put('cont/adrese/{address}', [AddressController::class, 'update'])->whereNumber('address')->name('account.addresses.update');
        Route::delete('cont/adrese/{address}', [AddressController::class, 'destroy'])->whereNumber('address')->name('account.addresses.destroy');
        Route::post('cont/adrese/{address}/implicita', [AddressController::class, 'makeDefault'])->whereNumber('address')->name('account.addresses.default');
    });
});
