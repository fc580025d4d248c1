<?php

declare(strict_types=1);

namespace App\Http\Controllers\About;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\About\AboutPage;
use App\Queries\About\AboutPageContent;
use Inertia\Response;

/** `/despre-companie`: the company page, from the editable `pages` row `despre-companie`. */
final class AboutController extends Controller
{
    public function __invoke(AboutPage $about): Response
    {
        $page = $about->find() ?? abort(404);
        $title = $page->translate('title');

        return Page::render('about/show', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('about.show')]],
            'page' => AboutPageContent::of($page),
        ], $page->translate('intro'));
    }
}
