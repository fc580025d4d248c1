<?php

declare(strict_types=1);

namespace App\Http\Controllers\Pages;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\About\AboutPage;
use App\Queries\Pages\PageBySlug;
use App\Support\Markdown;
use Illuminate\Http\RedirectResponse;
use Inertia\Response;

/**
 * `/pagina/{slug}`: a page staff edit in the back office (terms, privacy, delivery and returns…): its title and its
 * Markdown body as safe HTML, in the request's language (Romanian when the Russian text is empty). The about page
 * lives at its own address.
 */
final class PageController extends Controller
{
    public function __invoke(PageBySlug $pages, string $slug): Response|RedirectResponse
    {
        if ($slug === AboutPage::SLUG) {
            return redirect(LocalizedRoutes::url('about.show'), 301);
        }
        $page = $pages->find($slug) ?? abort(404);
        $locale = app()->getLocale();
        $body = ($page->body[$locale] ?? '') !== '' ? $page->body[$locale] : ($page->body['ro'] ?? '');
        $title = $page->translate('title');
        $intro = $page->translate('intro');

        return Page::render('pages/show', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('pages.show', ['slug' => $page->slug])]],
            'page' => [
                'title' => $title,
                'html' => Markdown::toHtml($body),
                'updated_at' => $page->updated_at?->setTimezone(config()->string('app.shop_timezone'))->format('Y-m-d'),
            ],
        ], $intro === '' ? null : $intro);
    }
}
