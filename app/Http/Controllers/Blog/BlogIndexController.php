<?php

declare(strict_types=1);

namespace App\Http\Controllers\Blog;

use App\Http\Controllers\Controller;
use App\Http\Resources\Blog\BlogPostCardResource;
use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\BlogTag;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Page;
use App\Support\Text;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * `/blog`: published posts, newest first, six a page, optionally of one category (`?categorie=`) or tag
 * (`?eticheta=`). An unknown category or tag, or a page past the end, is a 404.
 */
final class BlogIndexController extends Controller
{
    public const PER_PAGE = 6;

    public function __invoke(Request $request): Response
    {
        $category = self::find(BlogCategory::query(), $request->query('categorie'));
        $tag = self::find(BlogTag::query(), $request->query('eticheta'));

        $query = BlogPost::scopePublished(BlogPost::query())->with('category');
        if ($category !== null) {
            $query->where('blog_category_id', $category->id);
        }
        if ($tag !== null) {
            $query->whereHas('tags', static fn (Builder $tags) => $tags->whereKey($tag->id));
        }
        $posts = $query->orderByDesc('published_at')->orderByDesc('id')
            ->paginate(self::PER_PAGE)->withPath(LocalizedRoutes::url('blog.index'))->withQueryString();
        if ($posts->currentPage() > max(1, $posts->lastPage())) {
            abort(404);
        }

        $blog = Text::get('blog.title');
        $filter = $category?->translate('name') ?? $tag?->translate('name');
        $title = $filter === null ? $blog : Text::get('blog.filtered_title', ['name' => $filter]);
        /** @var \Illuminate\Database\Eloquent\Collection<int, BlogCategory> $categories */
        $categories = BlogCategory::query()
            ->withCount(['posts' => static fn (Builder $posts) => BlogPost::scopePublished($posts)])
            ->orderBy('sort')->orderBy('id')->get();

        return Page::render('blog/index', $posts->currentPage() > 1 ? Text::get('blog.page_title', ['title' => $title, 'page' => $posts->currentPage()]) : $title, [
            'breadcrumbs' => [['name' => $blog, 'url' => LocalizedRoutes::url('blog.index')]],
            'heading' => $title,
            'posts' => BlogPostCardResource::collection($posts->items())->resolve($request),
            'pagination' => [
                'page' => $posts->currentPage(),
                'pages' => $posts->lastPage(),
                'links' => ['prev' => $posts->previousPageUrl(), 'next' => $posts->nextPageUrl()],
            ],
            'categories' => $categories->filter(static fn (BlogCategory $c): bool => (int) $c->getAttribute('posts_count') > 0)
                ->values()->map(static fn (BlogCategory $c): array => [
                    'slug' => $c->slug,
                    'name' => $c->translate('name'),
                    'url' => LocalizedRoutes::url('blog.index', ['categorie' => $c->slug]),
                    'count' => (int) $c->getAttribute('posts_count'),
                ])->all(),
            'active' => ['category' => $category?->slug, 'tag' => $tag === null ? null : ['slug' => $tag->slug, 'name' => $tag->translate('name')]],
        ], Text::get('blog.description'), ['canonical' => url($posts->url($posts->currentPage()))]);
    }

    /**
     * @template TModel of BlogCategory|BlogTag
     *
     * @param  Builder<TModel>  $query
     * @return TModel|null
     */
    private static function find(Builder $query, mixed $slug): BlogCategory|BlogTag|null
    {
        if ($slug === null) {
            return null;
        }

        return is_string($slug) ? ($query->where('slug', $slug)->first() ?? abort(404)) : abort(404);
    }
}
