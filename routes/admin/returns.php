<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Returns\ClaimController;
use App\Http\Controllers\Admin\Returns\RefundController;
use App\Http\Controllers\Admin\Returns\ReturnActionsController;
use App\Http\Controllers\Admin\Returns\ReturnListController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Returns, refunds and warranty claims (docs/returns.md): the list of returns and claims, a return's decision and
// receipt, refunds and a transfer recorded as paid on an order, a warranty claim recorded and moved on.
Route::get('retururi', ReturnListController::class)->middleware('can:'.StaffGates::VIEW_RETURNS)->name('returns.index');
Route::put('retururi/{orderReturn}/decizie', [ReturnActionsController::class, 'decide'])->whereNumber('orderReturn')
    ->middleware('can:'.StaffGates::DECIDE_RETURNS)->name('returns.decide');
Route::put('retururi/{orderReturn}/primire', [ReturnActionsController::class, 'receive'])->whereNumber('orderReturn')
    ->middleware('can:'.StaffGates::RECEIVE_RETURNS)->name('returns.receive');
Route::post('comenzi/{order:number}/rambursari', [RefundController::class, 'store'])->middleware('can:'.StaffGates::DECIDE_RETURNS)->name('refunds.store');
Route::post('comenzi/{order:number}/plata-transfer', [RefundController::class, 'transferReceived'])->middleware('can:'.StaffGates::DECIDE_RETURNS)->name('refunds.transfer');
Route::post('comenzi/{order:number}/garantie', [ClaimController::class, 'store'])->middleware('can:'.StaffGates::DECIDE_RETURNS)->name('claims.store');
Route::put('garantie/{warrantyClaim}/stare', [ClaimController::class, 'move'])->whereNumber('warrantyClaim')
    ->middleware('can:'.StaffGates::RECEIVE_RETURNS)->name('claims.move');
