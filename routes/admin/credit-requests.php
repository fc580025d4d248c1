<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\CreditRequests\CreditRequestIndexController;
use App\Http\Controllers\Admin\CreditRequests\CreditRequestShowController;
use App\Http\Controllers\Admin\CreditRequests\UpdateCreditRequestStatusController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Credit requests: the list (a tab per status), one request, its status moves with a note.
Route::middleware('can:'.StaffGates::VIEW_INBOX)->group(function (): void {
    Route::get('cereri-credit', CreditRequestIndexController::class)->name('credit-requests.index');
    Route::get('cereri-credit/{creditRequest}', CreditRequestShowController::class)->whereNumber('creditRequest')->name('credit-requests.show');
    Route::put('cereri-credit/{creditRequest}/stare', UpdateCreditRequestStatusController::class)->whereNumber('creditRequest')->name('credit-requests.status');
});
