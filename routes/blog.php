<?php

declare(strict_types=1);

use App\Http\Controllers\Blog\BlogIndexController;
use App\Http\Controllers\Blog\BlogPostController;
use Illuminate\Support\Facades\Route;

// The blog; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('blog', BlogIndexController::class)->middleware('page.public')->name('blog.index');
Route::get('blog/{slug}', BlogPostController::class)->middleware('page.public')->name('blog.show');
