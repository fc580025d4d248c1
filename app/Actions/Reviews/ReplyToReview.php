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
 * The shop's answer under a review, shown with it once it is published (a later answer replaces the earlier one);
 * the author is told by mail. Answering a published review renews the cached pages, where the answer shows.
 */
final class ReplyToReview
{
    public function __construct(private readonly RecountRating $recount)
    {
    }

    public function handle(Review $review, string $text, StaffActor $staff): void
    {
        WriteTransaction::run(function () use ($review, $text, $staff): void {
            $review->forceFill(['reply' => $text, 'replied_at' => now()])->save();
            if ($review->status === ReviewStatus::Published) {
                $this->recount->handle(ReviewSubject::fromKey($review->subject));
            }
            AuditLog::record($staff, 'review.reply', $review, [], ['text' => $text], ReviewModeration::label($review));
            ReviewModeration::tellAuthor($review, ReviewModeratedMail::REPLIED);
        });
    }
}
