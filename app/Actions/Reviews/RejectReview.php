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
 * Staff reject a review with a reason the author reads (by mail, in their language, and beside their review on the
 * product page). A published review rejected later leaves the page and the rating at once (recounted, so the page
 * cache is renewed); the author may edit it, which sends it back to the queue.
 */
final class RejectReview
{
    public function __construct(private readonly RecountRating $recount)
    {
    }

    public function handle(Review $review, string $reason, StaffActor $staff): void
    {
        WriteTransaction::run(function () use ($review, $reason, $staff): void {
            $wasPublished = $review->status === ReviewStatus::Published;
            $review->forceFill([
                'status' => ReviewStatus::Rejected,
                'reject_reason' => $reason,
                'published_at' => null,
                'moderated_at' => now(),
                'moderated_by' => $staff->userId,
            ])->save();
            if ($wasPublished) {
                $this->recount->handle(ReviewSubject::fromKey($review->subject));
            }
            AuditLog::record($staff, 'review.reject', $review, [], ['reason' => $reason], ReviewModeration::label($review));
            ReviewModeration::tellAuthor($review, ReviewModeratedMail::REJECTED);
        });
    }
}
