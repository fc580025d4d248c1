<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Customers\CustomerEraseController;
use App\Http\Controllers\Admin\Customers\CustomerExportController;
use App\Http\Controllers\Admin\Customers\CustomerFlagController;
use App\Http\Controllers\Admin\Customers\CustomerIndexController;
use App\Http\Controllers\Admin\Customers\CustomerNoteController;
use App\Http\Controllers\Admin\Customers\CustomerShowController;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Customers (docs/customers.md): the list, a customer's page, staff notes and the flag; the data's export and
// erasure on the person's request (owners, a few an hour).
Route::get('clienti', CustomerIndexController::class)->middleware('can:'.StaffGates::VIEW_CUSTOMERS)->name('customers.index');
Route::get('clienti/{customer}', CustomerShowController::class)->whereNumber('customer')->middleware('can:'.StaffGates::VIEW_CUSTOMERS)->name('customers.show');
Route::post('clienti/{customer}/note', CustomerNoteController::class)->whereNumber('customer')->middleware('can:'.StaffGates::VIEW_CUSTOMERS)->name('customers.notes.store');
Route::put('clienti/{customer}/semnal', CustomerFlagController::class)->whereNumber('customer')->middleware('can:'.StaffGates::VIEW_CUSTOMERS)->name('customers.flag');
Route::get('clienti/{customer}/date', CustomerExportController::class)->whereNumber('customer')
    ->middleware(['can:'.StaffGates::MANAGE_CUSTOMER_DATA, 'throttle:'.RateLimitPolicy::ADMIN_EXPORT])->name('customers.export');
Route::post('clienti/{customer}/stergere', CustomerEraseController::class)->whereNumber('customer')
    ->middleware(['can:'.StaffGates::MANAGE_CUSTOMER_DATA, 'throttle:'.RateLimitPolicy::ADMIN_EXPORT])->name('customers.erase');
