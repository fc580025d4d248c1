<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\CreditProgrammes\CreditProgrammeController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Credit programmes: the partners' terms the calculator, the teasers and the credit page use (owners, managers).
Route::middleware('can:'.StaffGates::MANAGE_SHOP)->prefix('programe-credit')->name('credit-programmes.')
    ->controller(CreditProgrammeController::class)->group(function (): void {
        Route::get('/', 'index')->name('index');
        Route::get('nou', 'create')->name('create');
        Route::post('/', 'store')->name('store');
        Route::get('{programme}/editare', 'edit')->whereNumber('programme')->name('edit');
        Route::put('{programme}', 'update')->whereNumber('programme')->name('update');
        Route::delete('{programme}', 'destroy')->whereNumber('programme')->name('destroy');
    });
