<?php

declare(strict_types=1);

namespace App\Queries\Blog;

use App\Models\BlogPost;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\DB;

/**
 * Published posts close to one post: those sharing the most tags first, then those of the same category, newest
 * first among equals. One query, with the categories the cards show.
 */
final class RelatedPosts
{
    public const LIMIT = 3;

    /**
     * @return Collection<int, BlogPost>
     */
    public function for(BlogPost $post, int $limit = self::LIMIT): Collection
    {
        $tagIds = $post->tags->modelKeys();
        $shared = DB::table('blog_post_tag')->selectRaw('count(*)')
            ->whereColumn('blog_post_tag.blog_post_id', 'blog_posts.id')
            ->whereIn('blog_post_tag.blog_tag_id', $tagIds === [] ? [0] : $tagIds);

        $query = BlogPost::scopePublished(BlogPost::query())->with('category')
            ->whereKeyNot($post->id)
            ->where(static function (Builder $related) use ($post, $tagIds): void {
                $related->where('blog_category_id', $post->blog_category_id)
                    ->orWhereHas('tags', static fn (Builder $tags) => $tags->whereIn('blog_tags.id', $tagIds === [] ? [0] : $tagIds));
            })
            ->orderByDesc($shared)
            ->orderByRaw('case when blog_category_id = ? then 0 else 1 end', [$post->blog_category_id])
            ->orderByDesc('published_at')->orderByDesc('id')
            ->limit($limit);

        /** @var Collection<int, BlogPost> $posts */
        $posts = $query->get();

        return $posts;
    }
}
