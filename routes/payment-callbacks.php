<?php

declare(strict_types=1);

use App\Http\Controllers\Payments\PaymentCallbackController;
use App\Services\Payments\PaymentProviders;
use Illuminate\Support\Facades\Route;

/*
 * The payment providers' callbacks (docs/payments.md). Outside the web middleware group: no session, no cookies, no
 * CSRF token (a provider has none), no locale; each request counted against `throttle:payment-callbacks` per address.
 * What proves a callback is its signature, checked in the controller.
 */
Route::post('plata/notificare/{provider}', PaymentCallbackController::class)->whereIn('provider', PaymentProviders::PROVIDERS)
    ->middleware('throttle:payment-callbacks')->name('payments.callback');
