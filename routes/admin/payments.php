<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Payments\PaymentRefundController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Online payments (docs/payments.md): a payment flagged for review given back from the order page's payments panel,
// by those who may refund (the admin group's `throttle:admin` limit).
Route::post('comenzi/{order:number}/plati/{payment}/rambursare', PaymentRefundController::class)->whereNumber('payment')
    ->middleware('can:'.StaffGates::DECIDE_RETURNS)->name('payment-refunds.store');
