<?php

declare(strict_types=1);

use App\Http\Controllers\Reviews\ReviewController;
use App\Http\Controllers\Reviews\ReviewInvitationController;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken;
use Illuminate\Support\Facades\Route;

// A product's reviews (JSON for the product page's script, docs/reviews.md); registered once per language from web.php
// inside LocalizedRoutes::register(). The reads keep an anonymous shopper's session in memory, so a shopper who only
// browses still gets the cached public pages. An id past 64 bits is a 404 (RejectOutOfRangeIds).
Route::get('recenzii/{product}', [ReviewController::class, 'index'])
    ->middleware(['session.anonymous-in-memory', 'throttle:reviews-read'])->whereNumber('product')->name('reviews.index');
Route::get('recenzii/{product}/ale-mele', [ReviewController::class, 'mine'])
    ->middleware(['session.anonymous-in-memory', 'throttle:reviews-read'])->whereNumber('product')->name('reviews.mine');
Route::post('recenzii/{product}', [ReviewController::class, 'store'])
    ->middleware(['auth', 'throttle:reviews'])->whereNumber('product')->name('reviews.store');
Route::post('recenzii/voturi/{review}', [ReviewController::class, 'vote'])
    ->middleware(['auth', 'throttle:review-votes'])->whereNumber('review')->name('reviews.vote');
Route::post('recenzii/semnalari/{review}', [ReviewController::class, 'report'])
    ->middleware(['auth', 'throttle:review-votes'])->whereNumber('review')->name('reviews.report');
// The one-click link of a review invitation (signed; checked in the controller, which answers a bad link itself): the
// mail's link, and mail clients' one-click unsubscribe (RFC 8058, List-Unsubscribe-Post), which posts to the same URL
// without a session, so without the CSRF check (the signature authorises it).
Route::match(['get', 'post'], 'recenzii/invitatii/dezabonare', [ReviewInvitationController::class, 'unsubscribe'])
    ->middleware('throttle:reviews-read')->withoutMiddleware(ValidateCsrfToken::class)->name('reviews.invitations.unsubscribe');
