<?php

declare(strict_types=1);

use App\Http\Controllers\Contacts\OfficeController;
use Illuminate\Support\Facades\Route;

// The office page and its contact form; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('contacte/oficiu', [OfficeController::class, 'show'])->name('contacts.show');
Route::post('contacte/oficiu', [OfficeController::class, 'send'])->middleware('throttle:contact')->name('contacts.send');
