<?php

declare(strict_types=1);

namespace App\Http\Controllers\Blog;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Blog\BlogPostArticle;
use App\Queries\Blog\BlogPostCards;
use App\Queries\Blog\BlogPostHead;
use App\Queries\Blog\PublishedPostBySlug;
use App\Queries\Blog\RelatedPosts;
use App\Queries\Products\ProductCards;
use App\Support\Text;
use Inertia\Response;

/**
 * `/blog/{slug}`: a published post with its related posts and the products it talks about, `Article` JSON-LD and
 * Open Graph tags. Drafts and scheduled posts are a 404.
 */
final class BlogPostController extends Controller
{
    public function __invoke(RelatedPosts $related, PublishedPostBySlug $posts, string $slug): Response
    {
        $post = $posts->find($slug) ?? abort(404);
        $title = $post->translate('title');
        $breadcrumbs = [
            ['name' => Text::get('blog.title'), 'url' => LocalizedRoutes::url('blog.index')],
            ['name' => $title, 'url' => LocalizedRoutes::url('blog.show', ['slug' => $post->slug])],
        ];

        return Page::render('blog/show', $title, [
            'breadcrumbs' => $breadcrumbs,
            'post' => BlogPostArticle::of($post),
            'related' => BlogPostCards::cards($related->for($post)),
            'products' => ProductCards::cards($post->products),
        ], BlogPostHead::description($post), BlogPostHead::for($post, $breadcrumbs));
    }
}
