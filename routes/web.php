<?php

declare(strict_types=1);

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Routing\TestRoutes;
use Illuminate\Support\Facades\Route;

LocalizedRoutes::register(function (): void {
    // One file per feature (docs/features.md).
    require __DIR__.'/home.php';
    require __DIR__.'/catalog.php';
    require __DIR__.'/products.php';
    require __DIR__.'/search.php';
    require __DIR__.'/brands.php';
    require __DIR__.'/promotions.php';
    require __DIR__.'/cart.php';
    require __DIR__.'/checkout.php';
    require __DIR__.'/orders.php';
    require __DIR__.'/payments.php';
    require __DIR__.'/returns.php';
    require __DIR__.'/favourites.php';
    require __DIR__.'/compare.php';
    require __DIR__.'/recently-viewed.php';
    require __DIR__.'/reviews.php';
    require __DIR__.'/stock-alerts.php';
    require __DIR__.'/auth.php';
    require __DIR__.'/settings.php';
    require __DIR__.'/account.php';
    require __DIR__.'/addresses.php';
    require __DIR__.'/credit.php';
    require __DIR__.'/stores.php';
    require __DIR__.'/contacts.php';
    require __DIR__.'/careers.php';
    require __DIR__.'/blog.php';
    require __DIR__.'/about.php';
    require __DIR__.'/pages.php';
    require __DIR__.'/newsletter.php';
});

// The session and CSRF token of a shopper whose page came from the cache, before their first action.
require __DIR__.'/shopper.php';

// The back office (/admin), one language-neutral area for the shop's staff.
require __DIR__.'/admin.php';

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
