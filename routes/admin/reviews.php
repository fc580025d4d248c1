<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Reviews\ModerateReviewController;
use App\Http\Controllers\Admin\Reviews\ReviewQueueController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Shoppers' product reviews (docs/reviews.md): the moderation queue, publishing, rejecting with a reason, replying.
Route::middleware('can:'.StaffGates::MODERATE_REVIEWS)->group(function (): void {
    Route::get('recenzii', ReviewQueueController::class)->name('reviews.index');
    Route::post('recenzii/{review}/publicare', [ModerateReviewController::class, 'publish'])->whereNumber('review')->name('reviews.publish');
    Route::post('recenzii/{review}/respingere', [ModerateReviewController::class, 'reject'])->whereNumber('review')->name('reviews.reject');
    Route::post('recenzii/{review}/raspuns', [ModerateReviewController::class, 'reply'])->whereNumber('review')->name('reviews.reply');
});
