<?php

declare(strict_types=1);

use App\Http\Controllers\About\AboutController;
use Illuminate\Support\Facades\Route;

// The about page; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('despre-companie', AboutController::class)->middleware('page.public')->name('about.show');
