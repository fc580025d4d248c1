<?php

declare(strict_types=1);

use App\Http\Controllers\Returns\AfterSaleController;
use Illuminate\Support\Facades\Route;

// A customer's return request and warranty claim from their order's page (docs/returns.md); registered once per
// language from web.php inside LocalizedRoutes::register(). Who may is the order page's own rule.
Route::post('comanda/{number}/retur', [AfterSaleController::class, 'storeReturn'])->where('number', 'ES-\d{4}-\d{6,}')->middleware('throttle:returns')->name('returns.store');
Route::post('comanda/{number}/garantie', [AfterSaleController::class, 'storeClaim'])->where('number', 'ES-\d{4}-\d{6,}')->middleware('throttle:returns')->name('returns.claims.store');
