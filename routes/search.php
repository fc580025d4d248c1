<?php

declare(strict_types=1);

use App\Http\Controllers\Search\SearchController;
use Illuminate\Support\Facades\Route;

// Search results; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('cautare', SearchController::class)->middleware('throttle:search')->name('search.results');
