<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Pages\PageController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Editable pages by slug (legal pages and others at /pagina/{slug}); the about page has its own editor (about.php).
Route::middleware('can:'.StaffGates::MANAGE_CONTENT)->prefix('pagini')->name('pages.')->controller(PageController::class)->group(function (): void {
    Route::get('/', 'index')->name('index');
    Route::get('nou', 'create')->name('create');
    Route::post('/', 'store')->name('store');
    Route::get('{contentPage}/editare', 'edit')->whereNumber('contentPage')->name('edit');
    Route::put('{contentPage}', 'update')->whereNumber('contentPage')->name('update');
    Route::delete('{contentPage}', 'destroy')->whereNumber('contentPage')->name('destroy');
});
