<?php

declare(strict_types=1);

namespace App\Actions\Reviews;

use App\Enums\ReviewStatus;
use App\Services\Reviews\ReviewSubject;
use Illuminate\Support\Facades\DB;

/**
 * Writes a subject's published reviews' average and count down on every one of its products (docs/reviews.md), in
 * one statement, so cards, the product page and listings read them from the product's row. The statement runs even
 * when the figures stay the same: a write to `products` is what renews the page cache (PageCacheInvalidation), so a
 * reply or a review published with the same average still shows on the next request.
 */
final class RecountRating
{
    public function handle(ReviewSubject $subject): void
    {
        /** @var object{reviews: int|string|null, total: int|string|null} $figures */
        $figures = DB::table('reviews')->where('subject', $subject->key())->where('status', ReviewStatus::Published->value)
            ->selectRaw('COUNT(*) AS reviews, SUM(rating) AS total')->first();
        $count = (int) ($figures->reviews ?? 0);
        $average = $count === 0 ? null : round((int) $figures->total / $count, 2);

        $subject->products()->update(['rating_average' => $average, 'rating_count' => $count]);
    }

    /**
     * After products joined or left a family: each one's subject as it is now (its new family's, or its own) counted
     * again, so a variant shows its family's rating at once and a product taken out of its family loses it.
     *
     * @param  list<int>  $productIds
     */
    public function products(array $productIds): void
    {
        $subjects = [];
        foreach (array_chunk($productIds, 500) as $chunk) {
            foreach (DB::table('products')->whereIn('id', $chunk)->get(['id', 'family_id']) as $product) {
                $subject = $product->family_id !== null ? ReviewSubject::fromKey('f'.$product->family_id) : ReviewSubject::fromKey('p'.$product->id);
                $subjects[$subject->key()] = $subject;
            }
        }
        foreach ($subjects as $subject) {
            $this->handle($subject);
        }
    }
}
