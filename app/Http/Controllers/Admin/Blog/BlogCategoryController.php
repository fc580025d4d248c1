<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Blog;

use App\Actions\Content\DeleteBlogCategory;
use App\Actions\Content\SaveBlogCategory;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Blog\SaveBlogCategoryRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\BlogCategory;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/** The blog's categories, managed from the blog list: adding, renaming, deleting an empty one (manage-content). */
final class BlogCategoryController extends Controller
{
    public function store(SaveBlogCategoryRequest $request, SaveBlogCategory $save): RedirectResponse
    {
        $save->handle(null, $request->category(), StaffActor::of($request));

        return back()->with('status', Text::get('admin.blog.category_saved'));
    }

    public function update(SaveBlogCategoryRequest $request, BlogCategory $blogCategory, SaveBlogCategory $save): RedirectResponse
    {
        $save->handle($blogCategory, $request->category(), StaffActor::of($request));

        return back()->with('status', Text::get('admin.blog.category_saved'));
    }

    public function destroy(Request $request, BlogCategory $blogCategory, DeleteBlogCategory $delete): RedirectResponse
    {
        $delete->handle($blogCategory, StaffActor::of($request));

        return back()->with('status', Text::get('admin.blog.category_deleted'));
    }
}
