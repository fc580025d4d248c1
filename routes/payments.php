<?php

declare(strict_types=1);

use App\Http\Controllers\Payments\OrderPaymentController;
use App\Http\Controllers\Payments\PaymentReturnController;
use Illuminate\Support\Facades\Route;

// An order's online payment from its page (start or try again, switch to cash, the status the QR panel polls) and the
// return from the provider's card page; registered once per language from web.php inside LocalizedRoutes::register().
// The providers' callbacks are in routes/payment-callbacks.php, outside the web group.
Route::post('comanda/{number}/plata', [OrderPaymentController::class, 'start'])->where('number', 'ES-\d{4}-\d{6,}')->middleware('throttle:payments')->name('orders.payment.start');
Route::post('comanda/{number}/plata/numerar', [OrderPaymentController::class, 'cash'])->where('number', 'ES-\d{4}-\d{6,}')->middleware('throttle:payments')->name('orders.payment.cash');
Route::get('comanda/{number}/plata/stare', [OrderPaymentController::class, 'status'])->where('number', 'ES-\d{4}-\d{6,}')->middleware(['session.keep-flash', 'throttle:payment-status'])->name('orders.payment.status');
Route::get('plata/{payment}/intoarcere', PaymentReturnController::class)->whereUuid('payment')->middleware('throttle:payment-status')->name('payments.return');
