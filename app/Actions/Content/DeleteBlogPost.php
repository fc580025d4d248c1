<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Security\StaffActor;
use App\Models\BlogPost;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\DB;

/** Deletes a blog post (its tag and product links go with it), audited as `blog.delete`; then its cover's files. */
final class DeleteBlogPost
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    public function handle(BlogPost $post, StaffActor $actor): void
    {
        DB::transaction(function () use ($post, $actor): void {
            AuditLog::record($actor, 'blog.delete', $post, ['slug' => $post->slug, 'title.ro' => $post->title['ro'] ?? null], [], $post->slug);
            $post->delete();
        });
        if ($post->cover !== null) {
            $this->images->delete($post->cover);
        }
    }
}
