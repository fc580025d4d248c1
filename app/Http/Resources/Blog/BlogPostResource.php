<?php

declare(strict_types=1);

namespace App\Http\Resources\Blog;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\BlogPost;
use App\Models\BlogTag;
use App\Support\Markdown;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A whole post: the card's fields plus the body (Markdown, as safe HTML: App\Support\Markdown) and its
 * tags. Load `category` and `tags`.
 *
 * @mixin BlogPost
 */
final class BlogPostResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var BlogPost $post */
        $post = $this->resource;

        return [
            ...(new BlogPostCardResource($post))->toArray($request),
            'cover' => BlogPostCardResource::cover($post),
            'body_html' => Markdown::toHtml($post->translate('body')),
            'tags' => $post->tags->sortBy('slug')->values()->map(static fn (BlogTag $tag): array => [
                'slug' => $tag->slug,
                'name' => $tag->translate('name'),
                'url' => LocalizedRoutes::url('blog.index', ['eticheta' => $tag->slug]),
            ])->all(),
        ];
    }
}
