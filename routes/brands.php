<?php

declare(strict_types=1);

use App\Http\Controllers\Brands\BrandController;
use App\Http\Controllers\Brands\BrandIndexController;
use Illuminate\Support\Facades\Route;

// Brands; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('branduri', BrandIndexController::class)->middleware('page.public')->name('brands.index');
Route::get('branduri/{slug}', BrandController::class)->middleware('page.public')->name('brands.show');
