<?php

declare(strict_types=1);

use App\Http\Controllers\Products\ProductController;
use Illuminate\Support\Facades\Route;

// A product's page; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('produs/{slug}', ProductController::class)->middleware('page.public')->name('products.show');
