<?php

declare(strict_types=1);

use App\Http\Controllers\Api\Account\UserController;
use App\Http\Controllers\Api\Catalog\HomeCategoryController;
use App\Http\Controllers\Api\Catalog\ProductListController;
use App\Http\Controllers\Api\Catalog\ProductSliderController;
use App\Http\Controllers\Api\Search\SearchSuggestionsController;
use App\Http\Controllers\Api\Stores\StoreListController;
use App\Infrastructure\Locale\Locales;
use Illuminate\Support\Facades\Route;

/*
 * The JSON API (docs/shop.md, "The storefront"), under /api. Paths work with and without the trailing slash.
 */
// Suggestions (a search per keystroke, the API's busiest call) count towards their own limit only: one rate-limit write
// per keystroke, not two. Every other call counts towards `throttle:api` per client address.
Route::get('search/suggest', SearchSuggestionsController::class)->middleware('throttle:search-suggest')->name('api.search.suggest');

Route::name('api.')->middleware('throttle:api')->group(function (): void {
    Route::get('main/slider-new_products', [ProductSliderController::class, 'newProducts'])->name('main.new-products');
    Route::get('main/slides-popular-product', [ProductSliderController::class, 'popularProducts'])->name('main.popular-products');
    Route::get('shop/product', ProductListController::class)->name('shop.products');
    Route::get('shop/get-stores', StoreListController::class)->name('shop.stores');
    Route::get('user', UserController::class)->name('user');

    Route::prefix('{lang}/shop')->whereIn('lang', Locales::all())->name('shop.')->group(function (): void {
        Route::get('category-in-home_page', [HomeCategoryController::class, 'index'])->name('home-categories');
        Route::get('category-in-home_page/{slug}', [HomeCategoryController::class, 'category'])->name('category');
        Route::get('subcategory/{slug}', [HomeCategoryController::class, 'subcategory'])->name('subcategory');
        Route::get('subsubcategory/{slug}', [HomeCategoryController::class, 'subsubcategory'])->name('subsubcategory');
    });
});

Route::fallback(static fn () => abort(404))->middleware('throttle:api');
