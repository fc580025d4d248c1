<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Security\StaffActor;
use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ContentChanges;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/** Deletes a blog category that holds no post (posts keep their category), audited as `blog_category.delete`. */
final class DeleteBlogCategory
{
    public function handle(BlogCategory $category, StaffActor $actor): void
    {
        DB::transaction(function () use ($category, $actor): void {
            if (BlogPost::query()->where('blog_category_id', $category->id)->lockForUpdate()->exists()) {
                throw ValidationException::withMessages(['category' => Text::get('admin.blog.category_has_posts')]);
            }
            AuditLog::record($actor, 'blog_category.delete', $category, ContentChanges::flatten($category->only(['slug', 'name'])), [], $category->slug);
            $category->delete();
        });
    }
}
