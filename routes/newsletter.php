<?php

declare(strict_types=1);

use App\Http\Controllers\Newsletter\NewsletterController;
use Illuminate\Support\Facades\Route;

// Newsletter subscription, confirmation and unsubscribing; registered once per language from web.php inside LocalizedRoutes::register().
Route::post('newsletter', [NewsletterController::class, 'subscribe'])->middleware('throttle:newsletter')->name('newsletter.subscribe');
Route::get('newsletter/confirmare/{token}', [NewsletterController::class, 'confirm'])->where('token', '[A-Za-z0-9]{1,100}')->name('newsletter.confirm');
Route::get('newsletter/dezabonare/{token}', [NewsletterController::class, 'showUnsubscribe'])->where('token', '[0-9a-f\-]{1,100}')->name('newsletter.unsubscribe');
Route::post('newsletter/dezabonare/{token}', [NewsletterController::class, 'unsubscribe'])->where('token', '[0-9a-f\-]{1,100}')->name('newsletter.unsubscribe.confirm');
