<?php

declare(strict_types=1);

namespace App\Queries\Reviews;

use App\Models\Product;
use App\Models\Review;
use App\Models\User;
use App\Services\Reviews\ReviewSubject;
use Illuminate\Support\Facades\DB;

/**
 * What the product page's reviews ask for after the page is shown (the page itself may come from the page cache):
 * whether the shopper is signed in, their own review of the subject in whatever state it is (pending and rejected
 * ones are shown to their author alone, with the moderator's reason), and which reviews they found helpful or
 * reported.
 */
final class ShopperReviewState
{
    /**
     * @return array{signed_in: bool, own: array<string, mixed>|null, voted: list<int>, reported: list<int>}
     */
    public function for(?User $user, Product $product): array
    {
        if ($user === null) {
            return ['signed_in' => false, 'own' => null, 'voted' => [], 'reported' => []];
        }
        $subject = ReviewSubject::of($product)->key();
        $own = Review::query()->where('user_id', $user->id)->where('subject', $subject)->first();
        $ids = static fn (string $table): array => array_values(array_map('intval', DB::table($table)
            ->join('reviews', 'reviews.id', '=', $table.'.review_id')
            ->where($table.'.user_id', $user->id)->where('reviews.subject', $subject)
            ->orderBy('reviews.id')->limit(1000)->pluck('reviews.id')->all()));

        return [
            'signed_in' => true,
            'own' => $own === null ? null : [
                'id' => $own->id,
                'rating' => $own->rating,
                'body' => $own->body,
                'pros' => $own->pros,
                'cons' => $own->cons,
                'status' => $own->status->value,
                'reject_reason' => $own->reject_reason,
                'verified' => $own->verified,
            ],
            'voted' => $ids('review_votes'),
            'reported' => $ids('review_reports'),
        ];
    }
}
