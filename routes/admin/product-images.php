<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\ProductImages\ProductImageController;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// A product's pictures: the page, uploading, alt text or a new file for one, the order, removing one (catalogue staff).
Route::middleware('can:'.StaffGates::MANAGE_CATALOG)->prefix('produse/{product}/imagini')->whereNumber('product')->name('products.images.')
    ->controller(ProductImageController::class)->scopeBindings()->group(function (): void {
        Route::get('/', 'index')->name('index');
        Route::post('/', 'store')->middleware('throttle:'.RateLimitPolicy::ADMIN_UPLOAD)->name('store');
        Route::put('ordine', 'order')->name('order');
        Route::put('{image}', 'update')->whereNumber('image')->middleware('throttle:'.RateLimitPolicy::ADMIN_UPLOAD)->name('update');
        Route::delete('{image}', 'destroy')->whereNumber('image')->name('destroy');
    });
