<?php

declare(strict_types=1);

namespace App\Actions\Reviews;

use App\Enums\ReviewStatus;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Reviews\ReviewModeratedMail;
use App\Models\Review;
use App\Services\Audit\AuditLog;
use App\Services\Reviews\ReviewModeration;
use App\Services\Reviews\ReviewSubject;

/**
 * Staff publish a review (docs/reviews.md). The subject's rating is recounted on every variant in the same
 * transaction, which renews the page cache, so the review is on the product page and the cards for everyone at the
 * next request; the author is told by mail in the language they wrote in, after the commit.
 */
final class PublishReview
{
    public function __construct(private readonly RecountRating $recount)
    {
    }

    public function handle(Review $review, StaffActor $staff): void
    {
        WriteTransaction::run(function () use ($review, $staff): void {
            $review->forceFill([
                'status' => ReviewStatus::Published,
                'reject_reason' => null,
                'published_at' => now(),
                'moderated_at' => now(),
                'moderated_by' => $staff->userId,
            ])->save();
            $this->recount->handle(ReviewSubject::fromKey($review->subject));
            AuditLog::record($staff, 'review.publish', $review, [], ['rating' => $review->rating], ReviewModeration::label($review));
            ReviewModeration::tellAuthor($review, ReviewModeratedMail::PUBLISHED);
        });
    }
}
