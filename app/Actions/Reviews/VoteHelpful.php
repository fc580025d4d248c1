<?php

declare(strict_types=1);

namespace App\Actions\Reviews;

use App\Infrastructure\Database\WriteTransaction;
use App\Models\Review;
use App\Models\User;
use Illuminate\Support\Facades\DB;

/**
 * "Was this helpful": one vote per account and review, counted once however often it is sent (the vote's primary key
 * decides, with many workers). Answers the review's count after the vote. The count on a cached product page follows
 * at its next renewal; the shopper's own page shows it at once.
 */
final class VoteHelpful
{
    public function handle(Review $review, User $user): int
    {
        return WriteTransaction::run(static function () use ($review, $user): int {
            $added = DB::table('review_votes')->insertOrIgnore(['review_id' => $review->id, 'user_id' => $user->id, 'created_at' => now()]);
            if ($added === 1) {
                DB::table('reviews')->where('id', $review->id)->increment('helpful_count');
            }

            return (int) DB::table('reviews')->where('id', $review->id)->value('helpful_count');
        });
    }
}
