<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Security\StaffActor;
use App\Models\BlogPost;
use App\Models\BlogTag;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ContentChanges;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Throwable;

/**
 * Creates or updates a blog post with its tags (new ones created once, by slug) and related products (in the order
 * given), audited as `blog.create` / `blog.update`. A new cover (already stored) replaces the old one, whose files are
 * deleted once the change is committed; if the change fails, the new cover's files go instead.
 *
 * @phpstan-type PostData array{slug: string, blog_category_id: int, title: array<string, string>, excerpt: array<string, string>, body: array<string, string>, published_at: CarbonImmutable|null, tags: list<array{id: int|null, name: array<string, string>}>, products: list<int>}
 */
final class SaveBlogPost
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    /**
     * @param  PostData  $data
     * @param  string|null  $newCover  the key of a cover just stored (ImageStore, collection `blog`)
     */
    public function handle(?BlogPost $post, array $data, ?string $newCover, bool $removeCover, StaffActor $actor): BlogPost
    {
        $oldCover = $post?->cover;
        try {
            $saved = DB::transaction(function () use ($post, $data, $newCover, $removeCover, $actor): BlogPost {
                $before = $post === null ? [] : self::snapshot($post->load(['tags', 'products']));
                $post ??= new BlogPost;
                $cover = $newCover ?? ($removeCover ? null : $post->cover);
                $post->fill([
                    'slug' => $data['slug'],
                    'blog_category_id' => $data['blog_category_id'],
                    'title' => $data['title'],
                    'excerpt' => $data['excerpt'],
                    'body' => $data['body'],
                    'published_at' => $data['published_at'],
                    'cover' => $cover,
                ])->save();

                $post->tags()->sync($this->tagIds($data['tags']));
                $sorted = [];
                foreach (array_values(array_unique($data['products'])) as $sort => $productId) {
                    $sorted[$productId] = ['sort' => $sort];
                }
                $post->products()->sync($sorted);

                $after = self::snapshot($post->load(['tags', 'products']));
                [$changedBefore, $changedAfter] = ContentChanges::diff($before, $after);
                AuditLog::record($actor, $before === [] ? 'blog.create' : 'blog.update', $post, $changedBefore, $changedAfter, $post->slug);

                return $post;
            });
        } catch (Throwable $e) {
            if ($newCover !== null) {
                $this->images->delete($newCover);
            }
            throw $e;
        }

        if ($oldCover !== null && $oldCover !== $saved->cover) {
            $this->images->delete($oldCover);
        }

        return $saved;
    }

    /**
     * @param  list<array{id: int|null, name: array<string, string>}>  $tags
     * @return list<int>
     */
    private function tagIds(array $tags): array
    {
        $ids = [];
        foreach ($tags as $tag) {
            if ($tag['id'] !== null) {
                $ids[] = $tag['id'];

                continue;
            }
            $slug = Str::slug($tag['name']['ro'] ?? '');
            $slug = $slug !== '' ? $slug : Str::slug($tag['name']['ru'] ?? '');
            if ($slug === '') {
                continue;
            }
            // Two editors typing the same new tag at once still make one row: the slug is unique.
            $ids[] = BlogTag::query()->createOrFirst(['slug' => $slug], ['name' => $tag['name']])->id;
        }

        return array_values(array_unique($ids));
    }

    /**
     * @return array<string, mixed>
     */
    private static function snapshot(BlogPost $post): array
    {
        return ContentChanges::flatten([
            'slug' => $post->slug,
            'category' => $post->blog_category_id,
            'title' => $post->title,
            'excerpt' => $post->excerpt,
            'body' => $post->body,
            'cover' => $post->cover,
            'published_at' => $post->published_at?->toIso8601String(),
            'tags' => $post->tags->pluck('slug')->sort()->implode(', '),
            'products' => $post->products->pluck('id')->implode(', '),
        ]);
    }
}
