<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\About\AboutPageController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The about page: title, intro, sections, figures and team (`content:page` exports / imports the same for scripts).
Route::middleware('can:'.StaffGates::MANAGE_CONTENT)->prefix('despre')->name('about.')->controller(AboutPageController::class)->group(function (): void {
    Route::get('/', 'edit')->name('edit');
    Route::put('/', 'update')->name('update');
});
