<?php

declare(strict_types=1);

use App\Http\Controllers\Credit\CreditPageController;
use App\Http\Controllers\Credit\StoreCreditRequestController;
use Illuminate\Support\Facades\Route;

// The credit page and credit requests; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('credit', CreditPageController::class)->name('credit.show');
Route::post('credit', StoreCreditRequestController::class)->middleware('throttle:credit-requests')->name('credit.request');
