<?php

declare(strict_types=1);

use App\Http\Controllers\Promotions\PromotionController;
use App\Http\Controllers\Promotions\PromotionIndexController;
use Illuminate\Support\Facades\Route;

// Promotions; registered once per language from web.php inside LocalizedRoutes::register().
Route::get('promotii', PromotionIndexController::class)->name('promotions.index');
Route::get('promotii/{slug}', PromotionController::class)->name('promotions.show');
