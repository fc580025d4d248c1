<?php

declare(strict_types=1);

use App\Support\Page;
use App\Support\Text;
use Illuminate\Support\Facades\Route;

/*
 * The UI kit's showcase: every component of resources/js/components/ui in its states (docs/ui-kit.md). Registered
 * once per language, only in a local or testing app (App\Support\Routing\TestRoutes::developmentApp()); its names
 * contain "ui-kit." so the route export leaves them out. The page is a test-only page: the dev server and the browser
 * tests' build hold it, a production build does not.
 */
Route::get('__ui', static fn () => Page::render('testing/ui-kit', Text::get('ui_kit.title')))->name('ui-kit.show');
