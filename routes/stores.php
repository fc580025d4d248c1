<?php

declare(strict_types=1);

use App\Http\Controllers\Stores\StoreIndexController;
use App\Http\Controllers\Stores\StoreProductsController;
use Illuminate\Support\Facades\Route;

// The shops and each shop's products; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('contacte/magazine', StoreIndexController::class)->name('stores.index');
Route::get('contacte/magazine/{slug}/produse', StoreProductsController::class)->name('stores.products');
