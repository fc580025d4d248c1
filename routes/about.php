<?php

declare(strict_types=1);

use App\Http\Controllers\About\AboutController;
use Illuminate\Support\Facades\Route;

// The about page; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('despre-companie', AboutController::class)->name('about.show');
