<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Vacancies\VacancyController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Vacancies: open and closed, writing one, opening / closing it, deleting one nobody applied for.
Route::middleware('can:'.StaffGates::MANAGE_CONTENT)->prefix('posturi')->name('vacancies.')->controller(VacancyController::class)->group(function (): void {
    Route::get('/', 'index')->name('index');
    Route::get('nou', 'create')->name('create');
    Route::post('/', 'store')->name('store');
    Route::get('{vacancy}/editare', 'edit')->whereNumber('vacancy')->name('edit');
    Route::put('{vacancy}', 'update')->whereNumber('vacancy')->name('update');
    Route::put('{vacancy}/stare', 'status')->whereNumber('vacancy')->name('status');
    Route::delete('{vacancy}', 'destroy')->whereNumber('vacancy')->name('destroy');
});
