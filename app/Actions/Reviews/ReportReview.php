<?php

declare(strict_types=1);

namespace App\Actions\Reviews;

use App\Infrastructure\Database\WriteTransaction;
use App\Models\Review;
use App\Models\User;
use Illuminate\Support\Facades\DB;

/**
 * A shopper reports a published review to the moderators (abuse, spam, not about the product): one report per
 * account and review. The moderation queue shows the count and lists reported reviews under their own tab.
 */
final class ReportReview
{
    public function handle(Review $review, User $user): void
    {
        WriteTransaction::run(static function () use ($review, $user): void {
            $added = DB::table('review_reports')->insertOrIgnore(['review_id' => $review->id, 'user_id' => $user->id, 'created_at' => now()]);
            if ($added === 1) {
                DB::table('reviews')->where('id', $review->id)->increment('report_count');
            }
        });
    }
}
