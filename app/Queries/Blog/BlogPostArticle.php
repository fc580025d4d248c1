<?php

declare(strict_types=1);

namespace App\Queries\Blog;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\BlogPost;
use App\Models\BlogTag;
use App\Support\Markdown;

/**
 * A whole post: the card's fields (BlogPostCards) with the full-size cover, plus the body (Markdown, as safe HTML:
 * App\Support\Markdown) and its tags. Load `category` and `tags`.
 *
 * @phpstan-type BlogPostTag array{slug: string, name: string, url: string}
 */
final class BlogPostArticle
{
    /**
     * @return array{slug: string, title: string, excerpt: string, cover: string, published_at: string|null, reading_minutes: int, category: array{slug: string, name: string, url: string}, url: string, body_html: string, tags: list<BlogPostTag>}
     */
    public static function of(BlogPost $post): array
    {
        return [
            ...BlogPostCards::card($post),
            'cover' => BlogPostCards::cover($post),
            'body_html' => Markdown::toHtml($post->translate('body')),
            'tags' => array_values($post->tags->sortBy('slug')->values()->map(static fn (BlogTag $tag): array => [
                'slug' => $tag->slug,
                'name' => $tag->translate('name'),
                'url' => LocalizedRoutes::url('blog.index', ['eticheta' => $tag->slug]),
            ])->all()),
        ];
    }
}
