<?php

declare(strict_types=1);

use App\Http\Controllers\Blog\BlogIndexController;
use App\Http\Controllers\Blog\BlogPostController;
use Illuminate\Support\Facades\Route;

// The blog; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('blog', BlogIndexController::class)->name('blog.index');
Route::get('blog/{slug}', BlogPostController::class)->name('blog.show');
