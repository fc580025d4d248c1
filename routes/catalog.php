<?php

declare(strict_types=1);

use App\Http\Controllers\Catalog\CatalogIndexController;
use App\Http\Controllers\Catalog\CategoryController;
use App\Http\Controllers\Catalog\DiscountsController;
use App\Http\Controllers\Catalog\NewProductsController;
use Illuminate\Support\Facades\Route;

// The category tree, category pages, discounts and new products; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('catalog', CatalogIndexController::class)->name('catalog.index');
// Before the category route, which would otherwise take "reduceri" for a category slug.
Route::get('categorie-produs/reduceri', DiscountsController::class)->name('catalog.discounts');
Route::get('categorie-produs/{slug}/{subSlug?}/{subSubSlug?}', CategoryController::class)->name('catalog.category');
Route::get('produse-noi', NewProductsController::class)->name('catalog.new-products');
