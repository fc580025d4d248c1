<?php

declare(strict_types=1);

namespace App\Actions\Reviews;

use App\Enums\OrderStatus;
use App\Enums\ReviewStatus;
use App\Infrastructure\Database\WriteTransaction;
use App\Models\Product;
use App\Models\Review;
use App\Models\User;
use App\Services\Reviews\ReviewSubject;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;

/**
 * A shopper writes or edits their review of a product's family (or of the product alone): one per account and
 * subject (the unique key holds it with many workers; a second write of the same moment becomes an edit). Every
 * write goes to moderation, an edit of a published review too, which takes it off the page and out of the rating
 * until staff publish it again. "Verified purchase" is worked out at each write: a completed order of the account
 * holding any product of the subject.
 */
final class SubmitReview
{
    public function __construct(private readonly RecountRating $recount)
    {
    }

    /**
     * @param  array{rating: int, body: string, pros: string|null, cons: string|null}  $input
     */
    public function handle(User $user, Product $product, array $input, string $locale): Review
    {
        $subject = ReviewSubject::of($product);
        $values = [
            'product_id' => $product->id,
            'family_id' => $subject->familyId,
            'rating' => $input['rating'],
            'body' => $input['body'],
            'pros' => $input['pros'],
            'cons' => $input['cons'],
            'locale' => $locale,
            'status' => ReviewStatus::Pending,
            'verified' => self::bought($user, $subject),
        ];

        try {
            return $this->write($user, $subject, $values);
        } catch (UniqueConstraintViolationException) {
            // Two submits of the same moment: the other one inserted, this one edits it.
            return $this->write($user, $subject, $values);
        }
    }

    /**
     * @param  array<string, mixed>  $values
     */
    private function write(User $user, ReviewSubject $subject, array $values): Review
    {
        return WriteTransaction::run(function () use ($user, $subject, $values): Review {
            /** @var Review|null $review */
            $review = Review::query()->where('user_id', $user->id)->where('subject', $subject->key())->lockForUpdate()->first();
            $wasPublished = $review?->status === ReviewStatus::Published;
            if ($review === null) {
                $review = new Review(['user_id' => $user->id, 'subject' => $subject->key()]);
            }
            $review->fill($values);
            $review->forceFill(['reject_reason' => null, 'published_at' => null, 'moderated_at' => null, 'moderated_by' => null])->save();
            if ($wasPublished) {
                $this->recount->handle($subject);
            }

            return $review;
        });
    }

    private static function bought(User $user, ReviewSubject $subject): bool
    {
        return DB::table('orders')->join('order_lines', 'order_lines.order_id', '=', 'orders.id')
            ->where('orders.user_id', $user->id)->where('orders.status', OrderStatus::Completed->value)
            ->whereIn('order_lines.product_id', $subject->products()->select('id'))
            ->exists();
    }
}
