<?php

declare(strict_types=1);

namespace App\Queries\Admin\Blog;

use App\Enums\BlogPostStatus;
use App\Infrastructure\Images\ImageStore;
use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\BlogTag;
use App\Models\Product;
use App\Queries\Admin\ProductPicker;
use Illuminate\Database\Eloquent\Collection;

/**
 * What the blog post form shows: the post's values as the form sends them (texts per language, the moment on the
 * shop's clock as `YYYY-MM-DDTHH:MM`), the categories and the tags to pick from.
 */
final class BlogPostEditor
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    /**
     * @return array<string, mixed>|null
     */
    public function post(?BlogPost $post): ?array
    {
        if ($post === null) {
            return null;
        }
        $post->load(['tags', 'products']);
        $status = BlogPostStatus::of($post->published_at);

        return [
            'id' => $post->id,
            'slug' => $post->slug,
            'blog_category_id' => $post->blog_category_id,
            'title' => self::texts($post->title),
            'excerpt' => self::texts($post->excerpt),
            'body' => self::texts($post->body),
            'status' => $status->value,
            'publish_at' => $post->published_at?->setTimezone(config()->string('app.shop_timezone'))->format('Y-m-d\TH:i'),
            'cover_url' => $post->cover === null ? null : $this->images->url($post->cover, 'card'),
            'tags' => $post->tags->map(static fn (BlogTag $tag): array => ['id' => $tag->id, 'name' => self::texts($tag->name)])->values()->all(),
            'products' => $post->products->map(static fn (Product $product): array => ProductPicker::row($product))->values()->all(),
            'url' => $status === BlogPostStatus::Published ? \App\Infrastructure\Locale\LocalizedRoutes::url('blog.show', ['slug' => $post->slug]) : null,
        ];
    }

    /**
     * @return list<array{id: int, slug: string, name: array{ro: string, ru: string}, sort: int, posts: int}>
     */
    public function categories(): array
    {
        /** @var Collection<int, BlogCategory> $categories */
        $categories = BlogCategory::query()->withCount('posts')->orderBy('sort')->orderBy('id')->get();

        return array_values($categories->map(static fn (BlogCategory $c): array => [
            'id' => $c->id,
            'slug' => $c->slug,
            'name' => self::texts($c->name),
            'sort' => $c->sort,
            'posts' => (int) $c->getAttribute('posts_count'),
        ])->all());
    }

    /**
     * @return list<array{id: int, name: array{ro: string, ru: string}}>
     */
    public function tags(): array
    {
        /** @var Collection<int, BlogTag> $tags */
        $tags = BlogTag::query()->orderBy('slug')->get();

        return array_values($tags->map(static fn (BlogTag $tag): array => ['id' => $tag->id, 'name' => self::texts($tag->name)])->all());
    }

    /**
     * @param  array<string, string>|null  $values
     * @return array{ro: string, ru: string}
     */
    public static function texts(?array $values): array
    {
        return ['ro' => $values['ro'] ?? '', 'ru' => $values['ru'] ?? ''];
    }
}
