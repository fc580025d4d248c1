<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Banners\BannerController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Home banners: the slides at the top of the home page (the catalogue's editors).
Route::middleware('can:'.StaffGates::MANAGE_CATALOG)->prefix('bannere')->name('banners.')
    ->controller(BannerController::class)->group(function (): void {
        Route::get('/', 'index')->name('index');
        Route::get('nou', 'create')->name('create');
        Route::post('/', 'store')->name('store');
        Route::get('{banner}/editare', 'edit')->whereNumber('banner')->name('edit');
        Route::put('{banner}', 'update')->whereNumber('banner')->name('update');
        Route::delete('{banner}', 'destroy')->whereNumber('banner')->name('destroy');
    });
