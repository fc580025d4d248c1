<?php

declare(strict_types=1);

use App\Infrastructure\Frontend\UiKitShowcase;
use App\Infrastructure\Inertia\Page;
use App\Support\Text;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\Vite;

/*
 * The UI kit's showcase: every component of resources/js/components/ui in its states (docs/ui-kit.md). Registered
 * once per language, only in a local or testing app (App\Infrastructure\Routing\TestRoutes::developmentApp()); its names
 * contain "ui-kit." so the route export leaves them out. The page is a test-only page: the dev server and the browser
 * tests' build hold it, a production build does not: there it answers a 404 page that says how to see it.
 */
Route::get('__ui', static function () {
    // A production build (`composer start` serves one) has no test pages: say how to see the showcase instead of failing.
    if (! Vite::isRunningHot() && ! UiKitShowcase::built()) {
        return Page::render('errors/error', Text::get('ui_kit.title'), ['status' => 404, 'message' => Text::get('ui_kit.not_built')])
            ->toResponse(request())->setStatusCode(404);
    }

    return Page::render('testing/ui-kit', Text::get('ui_kit.title'));
})->name('ui-kit.show');
