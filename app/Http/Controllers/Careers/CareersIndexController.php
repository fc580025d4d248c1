<?php

declare(strict_types=1);

namespace App\Http\Controllers\Careers;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Careers\OpenVacancies;
use App\Queries\Careers\VacancyDetails;
use App\Support\Text;
use Inertia\Response;

/** `/cariera`: the open vacancies in the shop's order; closed ones are not listed. */
final class CareersIndexController extends Controller
{
    public function __invoke(OpenVacancies $open): Response
    {
        $vacancies = $open->get();
        $title = Text::get('careers.title');

        return Page::render('careers/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('careers.index')]],
            'vacancies' => VacancyDetails::list($vacancies),
        ], Text::get('careers.description'));
    }
}
