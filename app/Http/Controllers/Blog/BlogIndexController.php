<?php

declare(strict_types=1);

namespace App\Http\Controllers\Blog;

use App\Http\Controllers\Controller;
use App\Infrastructure\Http\LastPage;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\BlogCategory;
use App\Queries\Blog\BlogIndex;
use App\Queries\Blog\BlogPostCards;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * `/blog`: published posts, newest first, six a page, optionally of one category (`?categorie=`) or tag
 * (`?eticheta=`). An unknown category or tag is a 404; a page past the end leads to the last page.
 */
final class BlogIndexController extends Controller
{
    public function __invoke(Request $request, BlogIndex $index): Response
    {
        $found = $index->get($request->query('categorie'), $request->query('eticheta'), LocalizedRoutes::url('blog.index')) ?? abort(404);
        ['category' => $category, 'tag' => $tag, 'posts' => $posts] = $found;
        LastPage::unlessPast($posts, $request);

        $blog = Text::get('blog.title');
        $filter = $category?->translate('name') ?? $tag?->translate('name');
        $title = $filter === null ? $blog : Text::get('blog.filtered_title', ['name' => $filter]);

        return Page::render('blog/index', $posts->currentPage() > 1 ? Text::get('blog.page_title', ['title' => $title, 'page' => $posts->currentPage()]) : $title, [
            'breadcrumbs' => [['name' => $blog, 'url' => LocalizedRoutes::url('blog.index')]],
            'heading' => $title,
            'posts' => BlogPostCards::cards($posts->items()),
            'pagination' => [
                'page' => $posts->currentPage(),
                'pages' => $posts->lastPage(),
                'links' => ['prev' => $posts->previousPageUrl(), 'next' => $posts->nextPageUrl()],
            ],
            'categories' => array_map(static fn (BlogCategory $c): array => [
                'slug' => $c->slug,
                'name' => $c->translate('name'),
                'url' => LocalizedRoutes::url('blog.index', ['categorie' => $c->slug]),
                'count' => (int) $c->getAttribute('posts_count'),
            ], $found['categories']),
            'active' => ['category' => $category?->slug, 'tag' => $tag === null ? null : ['slug' => $tag->slug, 'name' => $tag->translate('name')]],
        ], Text::get('blog.description'), ['canonical' => url($posts->url($posts->currentPage()))]);
    }
}
