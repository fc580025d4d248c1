<?php

declare(strict_types=1);

use App\Http\Controllers\Promotions\PromotionController;
use App\Http\Controllers\Promotions\PromotionIndexController;
use Illuminate\Support\Facades\Route;

// Promotions; registered once per language from web.php inside LocalizedRoutes::register().
// `page.public`: the same page for every anonymous shopper, cacheable (App\Http\Middleware\PublicPage).
Route::get('promotii', PromotionIndexController::class)->middleware('page.public')->name('promotions.index');
Route::get('promotii/{slug}', PromotionController::class)->middleware('page.public')->name('promotions.show');
