<?php

declare(strict_types=1);

namespace App\Services\Reviews;

use App\Mail\Reviews\ReviewModeratedMail;
use App\Models\Review;
use Illuminate\Support\Facades\Mail;

/** What the moderation actions share: how a review is named in the audit log, and the mail to its author. */
final class ReviewModeration
{
    public static function label(Review $review): string
    {
        return '#'.$review->id.' · '.$review->product->sku;
    }

    /** Queued after the commit, in the language the review was written in. */
    public static function tellAuthor(Review $review, string $kind): void
    {
        $author = $review->user;
        $locale = in_array($review->locale, ['ro', 'ru'], true) ? $review->locale : (string) config('app.locale');
        Mail::to($author->email, $author->name)->locale($locale)->queue(new ReviewModeratedMail($review, $kind));
    }
}
