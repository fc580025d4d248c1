<?php

declare(strict_types=1);

use App\Http\Controllers\Pages\PageController;
use Illuminate\Support\Facades\Route;

// Pages edited in the back office by slug (terms, privacy, delivery and returns…); registered once per language
// from web.php inside LocalizedRoutes::register().
Route::get('pagina/{slug}', PageController::class)->where('slug', '[a-z0-9]+(?:-[a-z0-9]+)*')->middleware('page.public')->name('pages.show');
