<?php

declare(strict_types=1);

use App\Http\Controllers\Content\AboutController;
use App\Http\Controllers\Content\NewsletterController;
use App\Http\Controllers\Content\OfficeController;
use App\Http\Controllers\Content\StoreIndexController;
use App\Http\Controllers\Content\StoreProductsController;
use Illuminate\Support\Facades\Route;

// Company and content pages (stores, office and contact form, about, newsletter); registered once per language
// from web.php inside LocalizedRoutes::register().

Route::get('contacte/magazine', StoreIndexController::class)->name('contacts.stores');
Route::get('contacte/magazine/{slug}/produse', StoreProductsController::class)->name('contacts.store-products');
Route::get('contacte/oficiu', [OfficeController::class, 'show'])->name('contacts.office');
Route::post('contacte/oficiu', [OfficeController::class, 'send'])->middleware('throttle:contact')->name('contacts.office.send');
Route::get('despre-companie', AboutController::class)->name('about');
Route::post('newsletter', [NewsletterController::class, 'subscribe'])->middleware('throttle:newsletter')->name('newsletter.subscribe');
Route::get('newsletter/confirmare/{token}', [NewsletterController::class, 'confirm'])->where('token', '[A-Za-z0-9]{1,100}')->name('newsletter.confirm');
Route::get('newsletter/dezabonare/{token}', [NewsletterController::class, 'showUnsubscribe'])->where('token', '[0-9a-f\-]{1,100}')->name('newsletter.unsubscribe');
Route::post('newsletter/dezabonare/{token}', [NewsletterController::class, 'unsubscribe'])->where('token', '[0-9a-f\-]{1,100}')->name('newsletter.unsubscribe.confirm');
