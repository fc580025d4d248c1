<?php

declare(strict_types=1);

use App\Http\Controllers\StockAlerts\AccountAlertsController;
use App\Http\Controllers\StockAlerts\StockAlertController;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

// Stock and price alerts (docs/shop.md, "Stock and price alerts"); registered once per language from web.php inside
// LocalizedRoutes::register(). The product and favourites pages post to `alerte` (JSON): nothing personal is in them.
Route::middleware('throttle:stock-alerts')->group(function (): void {
    Route::post('alerte', [StockAlertController::class, 'store'])->name('stock-alerts.store');
    Route::get('alerte/confirmare/{token}', [StockAlertController::class, 'confirm'])->where('token', '[A-Za-z0-9]{1,100}')->name('stock-alerts.confirm');
    // The mails' link opens a page with one button; mail clients' one-click unsubscribe (RFC 8058) posts to the same
    // signed address, with no session and so no CSRF token: the signature is what authorises it.
    Route::get('alerte/dezabonare/{alert}', [StockAlertController::class, 'showUnsubscribe'])->whereNumber('alert')->middleware('signed')->name('stock-alerts.unsubscribe');
    Route::post('alerte/dezabonare/{alert}', [StockAlertController::class, 'unsubscribe'])->whereNumber('alert')->middleware('signed')
        ->withoutMiddleware(ValidateCsrfToken::class)->name('stock-alerts.unsubscribe.confirm');
});

Route::middleware(['auth', EncryptHistory::class])->group(function (): void {
    Route::get('cont/alerte', [AccountAlertsController::class, 'index'])->middleware('verified')->name('account.alerts');
    Route::delete('cont/alerte/{alert}', [AccountAlertsController::class, 'destroy'])->whereNumber('alert')->middleware('throttle:stock-alerts')->name('account.alerts.destroy');
});
