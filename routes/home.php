<?php

declare(strict_types=1);

use App\Http\Controllers\Home\HomeController;
use Illuminate\Support\Facades\Route;

// The home page; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('/', HomeController::class)->middleware('page.public')->name('home');
