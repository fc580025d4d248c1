<?php

declare(strict_types=1);

namespace App\Queries\Blog;

use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\BlogTag;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * The blog's list: published posts, newest first, a page at a time, optionally of one category or tag, and the
 * categories that have published posts (with their counts) for the filter.
 */
final class BlogIndex
{
    public const PER_PAGE = 6;

    /**
     * Null when a filter names no category or tag (`?categorie=` and `?eticheta=` as sent, null when absent).
     *
     * @return array{category: BlogCategory|null, tag: BlogTag|null, posts: LengthAwarePaginator<int, BlogPost>, categories: list<BlogCategory>}|null
     */
    public function get(mixed $categorySlug, mixed $tagSlug, string $path): ?array
    {
        $category = null;
        if ($categorySlug !== null) {
            $category = is_string($categorySlug) ? BlogCategory::query()->where('slug', $categorySlug)->first() : null;
            if ($category === null) {
                return null;
            }
        }
        $tag = null;
        if ($tagSlug !== null) {
            $tag = is_string($tagSlug) ? BlogTag::query()->where('slug', $tagSlug)->first() : null;
            if ($tag === null) {
                return null;
            }
        }

        $query = BlogPost::scopePublished(BlogPost::query())->with('category');
        if ($category !== null) {
            $query->where('blog_category_id', $category->id);
        }
        if ($tag !== null) {
            $query->whereHas('tags', static fn (Builder $tags) => $tags->whereKey($tag->id));
        }
        /** @var LengthAwarePaginator<int, BlogPost> $posts */
        $posts = $query->orderByDesc('published_at')->orderByDesc('id')
            ->paginate(self::PER_PAGE)->withPath($path)->withQueryString();

        /** @var Collection<int, BlogCategory> $categories */
        $categories = BlogCategory::query()
            ->withCount(['posts' => static fn (Builder $posts) => BlogPost::scopePublished($posts)])
            ->orderBy('sort')->orderBy('id')->get();

        return [
            'category' => $category,
            'tag' => $tag,
            'posts' => $posts,
            'categories' => array_values($categories->filter(static fn (BlogCategory $c): bool => (int) $c->getAttribute('posts_count') > 0)->all()),
        ];
    }
}
