<?php

declare(strict_types=1);

use App\Http\Controllers\Stores\StoreIndexController;
use App\Http\Controllers\Stores\StoreProductsController;
use Illuminate\Support\Facades\Route;

// The shops and each shop's products; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('contacte/magazine', StoreIndexController::class)->middleware('page.public')->name('stores.index');
Route::get('contacte/magazine/{slug}/produse', StoreProductsController::class)->middleware('page.public')->name('stores.products');
