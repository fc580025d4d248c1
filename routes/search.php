<?php

declare(strict_types=1);

use App\Http\Controllers\Search\SearchController;
use Illuminate\Support\Facades\Route;

// Search results; registered once per language from web.php inside LocalizedRoutes::register(). `page.public`: the
// same page for every anonymous shopper who asks for the same query (App\Http\Middleware\PublicPage); the rate limit
// counts the searches the engine runs, a cached answer costs it nothing.
Route::get('cautare', SearchController::class)->middleware(['page.public', 'throttle:search'])->name('search.results');
