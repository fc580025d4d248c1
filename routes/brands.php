<?php

declare(strict_types=1);

use App\Http\Controllers\Brands\BrandController;
use App\Http\Controllers\Brands\BrandIndexController;
use Illuminate\Support\Facades\Route;

// Brands; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('branduri', BrandIndexController::class)->name('brands.index');
Route::get('branduri/{slug}', BrandController::class)->name('brands.show');
