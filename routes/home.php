<?php

declare(strict_types=1);

use App\Http\Controllers\Home\HomeController;
use Illuminate\Support\Facades\Route;

// The home page; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('/', HomeController::class)->name('home');
