<?php

declare(strict_types=1);

use App\Http\Controllers\Catalog\CatalogIndexController;
use App\Http\Controllers\Catalog\CategoryController;
use App\Http\Controllers\Catalog\DiscountsController;
use App\Http\Controllers\Catalog\NewProductsController;
use Illuminate\Support\Facades\Route;

// The category tree, category pages, discounts and new products; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('catalog', CatalogIndexController::class)->middleware('page.public')->name('catalog.index');
// Before the category route, which would otherwise take "reduceri" for a category slug.
Route::get('categorie-produs/reduceri', DiscountsController::class)->middleware('page.public')->name('catalog.discounts');
Route::get('categorie-produs/{slug}/{subSlug?}/{subSubSlug?}', CategoryController::class)->middleware('page.public')->name('catalog.category');
Route::get('produse-noi', NewProductsController::class)->middleware('page.public')->name('catalog.new-products');
