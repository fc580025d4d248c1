<?php

declare(strict_types=1);

namespace App\Queries\Admin\Blog;

use App\Enums\BlogPostStatus;
use App\Models\BlogPost;
use App\Support\Dates;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * The back office's blog list: every post, drafts and scheduled ones included, the newest first (drafts, which have
 * no date, by when they were last changed), 20 a page, searched by title or slug, filtered by status and category.
 */
final class BlogPostList
{
    public const PER_PAGE = 20;

    /**
     * @param  array{q?: string|null, status?: string|null, category?: int|string|null}  $filters
     * @return array{rows: list<array<string, mixed>>, pagination: array{current: int, last: int, total: int, next: string|null, previous: string|null}}
     */
    public function get(array $filters, string $path): array
    {
        $query = BlogPost::query()->with('category');
        $term = trim($filters['q'] ?? '');
        if ($term !== '') {
            // % and _ typed stand for themselves as well as any one character (no portable LIKE escape).
            $like = '%'.str_replace(['%', '_'], '_', $term).'%';
            $query->where(static fn (Builder $q) => $q->whereLike('title->ro', $like)->orWhereLike('title->ru', $like)->orWhereLike('slug', $like));
        }
        match (BlogPostStatus::tryFrom($filters['status'] ?? '')) {
            BlogPostStatus::Draft => $query->whereNull('published_at'),
            BlogPostStatus::Scheduled => $query->where('published_at', '>', now()),
            BlogPostStatus::Published => BlogPost::scopePublished($query),
            null => null,
        };
        if (is_numeric($filters['category'] ?? null)) {
            $query->where('blog_category_id', (int) $filters['category']);
        }

        /** @var LengthAwarePaginator<int, BlogPost> $posts */
        $posts = $query->orderByRaw('published_at is null desc')->orderByDesc('published_at')->orderByDesc('updated_at')->orderByDesc('id')
            ->paginate(self::PER_PAGE)->withPath($path)->withQueryString();

        return [
            'rows' => array_map(static fn (BlogPost $post): array => [
                'id' => $post->id,
                'slug' => $post->slug,
                'title' => $post->translate('title'),
                'category' => $post->category->translate('name'),
                'status' => BlogPostStatus::of($post->published_at)->value,
                'published_at' => $post->published_at === null ? null : Dates::dateTime($post->published_at),
                'updated_at' => $post->updated_at === null ? null : Dates::dateTime($post->updated_at),
            ], array_values($posts->items())),
            'pagination' => [
                'current' => $posts->currentPage(),
                'last' => $posts->lastPage(),
                'total' => $posts->total(),
                'next' => $posts->nextPageUrl(),
                'previous' => $posts->previousPageUrl(),
            ],
        ];
    }
}
