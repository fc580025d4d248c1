<?php

declare(strict_types=1);

namespace App\Queries\Admin\Reviews;

use App\Enums\ReviewStatus;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Review;
use App\Support\Dates;
use Illuminate\Database\Eloquent\Builder;

/**
 * The moderation queue (/admin/recenzii): a tab per state, waiting ones first and oldest first (nothing waits behind
 * newer ones), reported published ones by their number of reports, the rest newest first; searched by text, author
 * or SKU; 20 a page, each review whole with its author, product, reports and the shop's reply.
 */
final class ReviewQueue
{
    public const PER_PAGE = 20;

    public const TABS = ['pending', 'reported', 'published', 'rejected'];

    /**
     * @param  array{status: string, q: string|null}  $filters
     * @return array{reviews: list<array<string, mixed>>, pagination: array<string, mixed>, counts: array<string, int>}
     */
    public function page(array $filters): array
    {
        $query = $this->search($filters['q'])->with(['user:id,name,email', 'product:id,name,sku,slug']);
        match ($filters['status']) {
            'reported' => $query->where('status', ReviewStatus::Published->value)->where('report_count', '>', 0)->orderByDesc('report_count')->orderByDesc('id'),
            'published' => $query->where('status', ReviewStatus::Published->value)->orderByDesc('published_at')->orderByDesc('id'),
            'rejected' => $query->where('status', ReviewStatus::Rejected->value)->orderByDesc('moderated_at')->orderByDesc('id'),
            default => $query->where('status', ReviewStatus::Pending->value)->orderBy('updated_at')->orderBy('id'),
        };
        $page = $query->paginate(self::PER_PAGE)->withQueryString();

        /** @var object{pending: int|string|null, reported: int|string|null, published: int|string|null, rejected: int|string|null} $counts */
        $counts = $this->search($filters['q'])->toBase()->selectRaw(
            "SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending,"
            ." SUM(CASE WHEN status = 'published' AND report_count > 0 THEN 1 ELSE 0 END) AS reported,"
            ." SUM(CASE WHEN status = 'published' THEN 1 ELSE 0 END) AS published,"
            ." SUM(CASE WHEN status = 'rejected' THEN 1 ELSE 0 END) AS rejected",
        )->first();

        return [
            'reviews' => array_values(array_map(self::row(...), $page->items())),
            'pagination' => ['current' => $page->currentPage(), 'last' => $page->lastPage(), 'total' => $page->total(), 'next' => $page->nextPageUrl(), 'previous' => $page->previousPageUrl()],
            'counts' => [
                'pending' => (int) ($counts->pending ?? 0),
                'reported' => (int) ($counts->reported ?? 0),
                'published' => (int) ($counts->published ?? 0),
                'rejected' => (int) ($counts->rejected ?? 0),
            ],
        ];
    }

    /**
     * @return array<string, mixed>
     */
    private static function row(Review $review): array
    {
        $locale = app()->getLocale();

        return [
            'id' => $review->id,
            'status' => $review->status->value,
            'rating' => $review->rating,
            'body' => $review->body,
            'pros' => $review->pros,
            'cons' => $review->cons,
            'verified' => $review->verified,
            'locale' => $review->locale,
            'reject_reason' => $review->reject_reason,
            'reply' => $review->reply,
            'helpful' => $review->helpful_count,
            'reports' => $review->report_count,
            'written_at' => $review->updated_at === null ? null : Dates::dateTime($review->updated_at),
            'author' => ['name' => $review->user->name, 'email' => $review->user->email],
            'product' => [
                'name' => $review->product->name[$locale] ?? $review->product->name['ro'] ?? '',
                'sku' => $review->product->sku,
                'url' => LocalizedRoutes::url('products.show', ['slug' => $review->product->slug], 'ro'),
            ],
        ];
    }

    /**
     * @return Builder<Review>
     */
    private function search(?string $term): Builder
    {
        $query = Review::query();
        if ($term !== null) {
            // A `%` or `_` typed in the box stands for one character, so it still finds itself, as the orders' search does.
            $like = '%'.str_replace(['%', '_'], '_', mb_strtolower($term)).'%';
            $query->where(static function (Builder $where) use ($like): void {
                $where->whereRaw('LOWER(body) LIKE ?', [$like]);
                $where->orWhereHas('user', static fn (Builder $user) => $user->whereRaw('LOWER(name) LIKE ?', [$like])->orWhereRaw('LOWER(email) LIKE ?', [$like]));
                $where->orWhereHas('product', static fn (Builder $product) => $product->whereRaw('LOWER(sku) LIKE ?', [$like]));
            });
        }

        return $query;
    }
}
