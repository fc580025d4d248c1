<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Blog;

use App\Actions\Content\DeleteBlogPost;
use App\Actions\Content\SaveBlogPost;
use App\Enums\BlogPostStatus;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Blog\ListBlogPostsRequest;
use App\Http\Requests\Admin\Blog\SaveBlogPostRequest;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\BlogPost;
use App\Queries\Admin\Blog\BlogPostEditor;
use App\Queries\Admin\Blog\BlogPostList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** /admin/blog: the posts (drafts and scheduled ones too), writing and editing one, deleting (manage-content). */
final class BlogPostController extends Controller
{
    public function index(ListBlogPostsRequest $request, BlogPostList $list, BlogPostEditor $editor): Response
    {
        $filters = $request->filters();

        return Page::render('admin/blog/index', Text::get('admin.blog.title'), [
            ...$list->get($filters, route('admin.blog.index', [], false)),
            'filters' => $filters,
            'categories' => $editor->categories(),
            'statuses' => array_map(static fn (BlogPostStatus $s): string => $s->value, BlogPostStatus::cases()),
        ]);
    }

    public function create(BlogPostEditor $editor): Response
    {
        return $this->form(null, $editor);
    }

    public function edit(BlogPost $blogPost, BlogPostEditor $editor): Response
    {
        return $this->form($blogPost, $editor);
    }

    public function store(SaveBlogPostRequest $request, SaveBlogPost $save, ImageStore $images): RedirectResponse
    {
        $cover = $request->cover();
        $post = $save->handle(null, $request->values(null), $cover === null ? null : $images->store($cover, 'blog')->key, false, StaffActor::of($request));

        return redirect()->route('admin.blog.edit', ['blogPost' => $post->id])->with('status', Text::get('admin.blog.saved'));
    }

    public function update(SaveBlogPostRequest $request, BlogPost $blogPost, SaveBlogPost $save, ImageStore $images): RedirectResponse
    {
        $cover = $request->cover();
        $save->handle($blogPost, $request->values($blogPost), $cover === null ? null : $images->store($cover, 'blog')->key, $request->boolean('remove_cover'), StaffActor::of($request));

        return redirect()->route('admin.blog.edit', ['blogPost' => $blogPost->id])->with('status', Text::get('admin.blog.saved'));
    }

    public function destroy(Request $request, BlogPost $blogPost, DeleteBlogPost $delete): RedirectResponse
    {
        $delete->handle($blogPost, StaffActor::of($request));

        return redirect()->route('admin.blog.index')->with('status', Text::get('admin.blog.deleted'));
    }

    private function form(?BlogPost $post, BlogPostEditor $editor): Response
    {
        return Page::render('admin/blog/form', Text::get($post === null ? 'admin.blog.new' : 'admin.blog.edit'), [
            'post' => $editor->post($post),
            'categories' => $editor->categories(),
            'tags' => $editor->tags(),
            'timezone' => config()->string('app.shop_timezone'),
        ]);
    }
}
