<?php

declare(strict_types=1);

namespace App\Queries\Reviews;

use App\Enums\ReviewStatus;
use App\Models\Product;
use App\Models\Review;
use App\Services\Reviews\ReviewSubject;
use App\Support\Dates;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

/**
 * The published reviews of a product's family (or of the product alone), as the product page shows them: the summary
 * (average and count from the product's row, as the cards read them; how many of each star) and a page of reviews in
 * one of SORTS, each with its author's first name and initial, "verified purchase", the variant it was written on and
 * the shop's reply. Nothing here depends on who asks: it may be in the cached page.
 */
final class ProductReviews
{
    public const PER_PAGE = 5;

    /** The first is the default. */
    public const SORTS = ['newest', 'helpful', 'highest', 'lowest'];

    /**
     * @return array{average: float|null, count: int, histogram: array<int, int>}
     */
    public function summary(Product $product): array
    {
        $histogram = [5 => 0, 4 => 0, 3 => 0, 2 => 0, 1 => 0];
        if ($product->rating_count > 0) {
            $rows = DB::table('reviews')->where('subject', ReviewSubject::of($product)->key())->where('status', ReviewStatus::Published->value)
                ->groupBy('rating')->selectRaw('rating, COUNT(*) AS reviews')->get();
            foreach ($rows as $row) {
                $histogram[(int) $row->rating] = (int) $row->reviews;
            }
        }

        return ['average' => $product->rating_average, 'count' => $product->rating_count, 'histogram' => $histogram];
    }

    /**
     * @return array{sort: string, reviews: list<array<string, mixed>>, page: int, last_page: int, total: int}
     */
    public function page(Product $product, string $sort = 'newest', int $page = 1): array
    {
        $query = Review::query()->where('subject', ReviewSubject::of($product)->key())->where('status', ReviewStatus::Published->value)
            ->with(['user:id,name', 'product:id,name,family_id']);
        self::order($query, $sort);
        $found = $query->paginate(self::PER_PAGE, ['*'], 'pagina', $page);
        $locale = app()->getLocale();

        return [
            'sort' => $sort,
            'reviews' => array_values(array_map(static fn (Review $review): array => self::shape($review, $locale), $found->items())),
            'page' => $found->currentPage(),
            'last_page' => $found->lastPage(),
            'total' => $found->total(),
        ];
    }

    /**
     * @return array<string, mixed>
     */
    public static function shape(Review $review, string $locale): array
    {
        $variant = $review->product->family_id === null ? null : ($review->product->name[$locale] ?? null);

        return [
            'id' => $review->id,
            'author' => self::author($review->user->name),
            'rating' => $review->rating,
            'body' => $review->body,
            'pros' => $review->pros,
            'cons' => $review->cons,
            'verified' => $review->verified,
            'variant' => is_string($variant) ? $variant : null,
            'helpful' => $review->helpful_count,
            'date' => Dates::day($review->published_at ?? $review->created_at),
            'reply' => $review->reply === null ? null : ['text' => $review->reply, 'date' => Dates::day($review->replied_at)],
        ];
    }

    /** "Ion Popescu" is shown as "Ion P.": enough to tell reviewers apart, not enough to find them. */
    public static function author(string $name): string
    {
        $parts = preg_split('/\s+/u', trim($name), -1, PREG_SPLIT_NO_EMPTY);
        $parts = $parts === false ? [] : $parts;
        if ($parts === []) {
            return '—';
        }
        $first = mb_substr($parts[0], 0, 40);

        return count($parts) > 1 ? $first.' '.mb_strtoupper(mb_substr(end($parts), 0, 1)).'.' : $first;
    }

    /**
     * @param  Builder<Review>  $query
     */
    private static function order(Builder $query, string $sort): void
    {
        match ($sort) {
            'helpful' => $query->orderByDesc('helpful_count')->orderByDesc('published_at'),
            'highest' => $query->orderByDesc('rating')->orderByDesc('published_at'),
            'lowest' => $query->orderBy('rating')->orderByDesc('published_at'),
            default => $query->orderByDesc('published_at'),
        };
        $query->orderByDesc('id');
    }
}
