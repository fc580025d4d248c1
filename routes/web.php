<?php

declare(strict_types=1);

use App\Http\Controllers\Catalog\BrandController;
use App\Http\Controllers\Catalog\BrandIndexController;
use App\Http\Controllers\Catalog\CatalogIndexController;
use App\Http\Controllers\Catalog\CategoryController;
use App\Http\Controllers\Catalog\DiscountsController;
use App\Http\Controllers\Catalog\NewProductsController;
use App\Http\Controllers\Catalog\ProductController;
use App\Http\Controllers\Catalog\PromotionController;
use App\Http\Controllers\Catalog\PromotionIndexController;
use App\Http\Controllers\Catalog\SearchController;
use App\Http\Controllers\Storefront\HomeController;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Routing\TestRoutes;
use Illuminate\Support\Facades\Route;

LocalizedRoutes::register(function (): void {
    Route::get('/', HomeController::class)->name('home');
    Route::get('catalog', CatalogIndexController::class)->name('catalog.index');
    // Before the category route, which would otherwise take "reduceri" for a category slug.
    Route::get('categorie-produs/reduceri', DiscountsController::class)->name('catalog.discounts');
    Route::get('categorie-produs/{slug}/{subSlug?}/{subSubSlug?}', CategoryController::class)->name('catalog.category');
    Route::get('produs/{slug}', ProductController::class)->name('products.show');
    Route::get('produse-noi', NewProductsController::class)->name('products.new');
    Route::get('cautare', SearchController::class)->middleware('throttle:search')->name('search');
    Route::get('branduri', BrandIndexController::class)->name('brands.index');
    Route::get('branduri/{slug}', BrandController::class)->name('brands.show');
    Route::get('promotii', PromotionIndexController::class)->name('promotions.index');
    Route::get('promotii/{slug}', PromotionController::class)->name('promotions.show');
    require __DIR__.'/content.php';
    require __DIR__.'/company.php';
    require __DIR__.'/account.php';
    require __DIR__.'/collections.php';
    require __DIR__.'/shopping.php';
});

// The UI kit's showcase (/__ui, /ru/__ui) for developers and the browser tests; never on a live server.
if (TestRoutes::developmentApp()) {
    LocalizedRoutes::register(static function (): void {
        require __DIR__.'/ui-kit.php';
    });
}

if (TestRoutes::enabled('e2e_fixtures')) {
    require __DIR__.'/e2e.php';
}

// Unknown URLs get the shop's 404 page with sessions, the locale and shared props in place (/api has its own).
Route::fallback(static fn () => abort(404))->where('fallbackPlaceholder', '(?!api(?:/|$)).*');
