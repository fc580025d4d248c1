<?php

declare(strict_types=1);

use App\Http\Controllers\Catalog\CatalogIndexController;
use App\Http\Controllers\Catalog\CategoryController;
use App\Http\Controllers\Storefront\HomeController;
use App\Support\Locale\LocalizedRoutes;
use Illuminate\Support\Facades\Route;

LocalizedRoutes::register(function (): void {
    Route::get('/', HomeController::class)->name('home');
    Route::get('catalog', CatalogIndexController::class)->name('catalog.index');
    Route::get('categorie-produs/{slug}/{subSlug?}/{subSubSlug?}', CategoryController::class)->name('catalog.category');
});

if (config()->boolean('app.e2e_fixtures')) {
    require __DIR__.'/e2e.php';
}

// Unknown URLs get the shop's 404 page with sessions, the locale and shared props in place (/api has its own).
Route::fallback(static fn () => abort(404))->where('fallbackPlaceholder', '(?!api(?:/|$)).*');
