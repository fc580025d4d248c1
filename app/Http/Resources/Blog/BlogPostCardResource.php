<?php

declare(strict_types=1);

namespace App\Http\Resources\Blog;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\BlogPost;
use App\Support\Dates;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A post in a list (the blog index, related posts), in the request's language. Load `category` with the list.
 * `published_at` is the day (Y-m-d) in the shop's time zone.
 *
 * @mixin BlogPost
 */
final class BlogPostCardResource extends JsonResource
{
    public const PLACEHOLDER_COVER = '/images/blog/placeholder.svg';

    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var BlogPost $post */
        $post = $this->resource;

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
