<?php

declare(strict_types=1);

use App\Http\Controllers\Products\ProductController;
use Illuminate\Support\Facades\Route;

// A product's page; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('produs/{slug}', ProductController::class)->name('products.show');
