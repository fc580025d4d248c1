<?php

declare(strict_types=1);

namespace App\Queries\Blog;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\BlogPost;
use App\Support\Dates;

/**
 * A post in a list (the blog index, related posts), in the request's language. Load `category` with the list.
 * `published_at` is the day (Y-m-d) in the shop's time zone.
 *
 * @phpstan-type BlogPostCard array{slug: string, title: string, excerpt: string, cover: string, published_at: string|null, reading_minutes: int, category: array{slug: string, name: string, url: string}, url: string}
 */
final class BlogPostCards
{
    public const PLACEHOLDER_COVER = '/images/blog/placeholder.svg';

    /**
     * @return BlogPostCard
     */
    public static function card(BlogPost $post): array
    {
        return [
            'slug' => $post->slug,
            'title' => $post->translate('title'),
            'excerpt' => $post->translate('excerpt'),
            'cover' => self::cover($post, 'card'),
            'published_at' => self::day($post),
            'reading_minutes' => $post->readingMinutes(),
            'category' => [
                'slug' => $post->category->slug,
                'name' => $post->category->translate('name'),
                'url' => LocalizedRoutes::url('blog.index', ['categorie' => $post->category->slug]),
            ],
            'url' => LocalizedRoutes::url('blog.show', ['slug' => $post->slug]),
        ];
    }

    /**
     * @param  iterable<BlogPost>  $posts
     * @return list<BlogPostCard>
     */
    public static function cards(iterable $posts): array
    {
        $cards = [];
        foreach ($posts as $post) {
            $cards[] = self::card($post);
        }

        return $cards;
    }

    /** The cover in a variant of the `blog` collection (`cover`, `card`); older covers are files under public/. */
    public static function cover(BlogPost $post, string $variant = 'cover'): string
    {
        return $post->cover === null ? self::PLACEHOLDER_COVER : app(ImageStore::class)->url($post->cover, $variant);
    }

    public static function day(BlogPost $post): ?string
    {
        return Dates::day($post->published_at);
    }
}
