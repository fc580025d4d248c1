<?php

declare(strict_types=1);

use App\Http\Controllers\Content\ApplyForVacancyController;
use App\Http\Controllers\Content\BlogIndexController;
use App\Http\Controllers\Content\BlogPostController;
use App\Http\Controllers\Content\CareersIndexController;
use App\Http\Controllers\Content\CreditPageController;
use App\Http\Controllers\Content\StoreCreditRequestController;
use App\Http\Controllers\Content\VacancyController;
use Illuminate\Support\Facades\Route;

// Company and content pages (blog, careers, credit); registered once per language from routes/web.php.
Route::get('blog', BlogIndexController::class)->name('blog.index');
Route::get('blog/{slug}', BlogPostController::class)->name('blog.show');
Route::get('cariera', CareersIndexController::class)->name('careers.index');
Route::get('cariera/{slug}', VacancyController::class)->name('careers.show');
Route::post('cariera/{slug}', ApplyForVacancyController::class)->middleware('throttle:job-applications')->name('careers.apply');
Route::get('credit', CreditPageController::class)->name('credit');
Route::post('credit', StoreCreditRequestController::class)->middleware('throttle:credit-requests')->name('credit.request');
