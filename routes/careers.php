<?php

declare(strict_types=1);

use App\Http\Controllers\Careers\ApplyForVacancyController;
use App\Http\Controllers\Careers\CareersIndexController;
use App\Http\Controllers\Careers\VacancyController;
use Illuminate\Support\Facades\Route;

// Vacancies and job applications; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('cariera', CareersIndexController::class)->middleware('page.public')->name('careers.index');
Route::get('cariera/{slug}', VacancyController::class)->name('careers.show');
Route::post('cariera/{slug}', ApplyForVacancyController::class)->middleware('throttle:job-applications')->name('careers.apply');
