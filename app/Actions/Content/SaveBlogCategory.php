<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Security\StaffActor;
use App\Models\BlogCategory;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ContentChanges;
use Illuminate\Support\Facades\DB;

/** Creates a blog category or renames one (names per language, slug, order), audited as `blog_category.save`. */
final class SaveBlogCategory
{
    /**
     * @param  array{slug: string, name: array<string, string>, sort: int}  $data
     */
    public function handle(?BlogCategory $category, array $data, StaffActor $actor): BlogCategory
    {
        return DB::transaction(function () use ($category, $data, $actor): BlogCategory {
            $before = $category === null ? [] : ContentChanges::flatten($category->only(['slug', 'name', 'sort']));
            $category ??= new BlogCategory;
            $category->fill($data)->save();
            [$changedBefore, $changedAfter] = ContentChanges::diff($before, ContentChanges::flatten($category->only(['slug', 'name', 'sort'])));
            AuditLog::record($actor, 'blog_category.save', $category, $changedBefore, $changedAfter, $category->slug);

            return $category;
        });
    }
}
