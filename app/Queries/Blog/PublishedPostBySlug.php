<?php

declare(strict_types=1);

namespace App\Queries\Blog;

use App\Models\BlogPost;

/** A published post with what its page shows: category, tags and the products it talks about (with brands). */
final class PublishedPostBySlug
{
    public function find(string $slug): ?BlogPost
    {
        /** @var BlogPost|null $post */
        $post = BlogPost::scopePublished(BlogPost::query())->with(['category', 'tags', 'products.brand', 'products.mainImage'])->where('slug', $slug)->first();

        return $post;
    }
}
