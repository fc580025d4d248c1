<?php

declare(strict_types=1);

namespace App\Http\Controllers\Careers;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Careers\VacancyBySlug;
use App\Queries\Careers\VacancyDetails;
use App\Services\Careers\CvFile;
use App\Support\Text;
use Illuminate\Support\Str;
use Inertia\Response;

/** `/cariera/{slug}`: an open vacancy with the application form. A closed or unknown vacancy is a 404. */
final class VacancyController extends Controller
{
    public function __invoke(VacancyBySlug $vacancies, string $slug): Response
    {
        $vacancy = $vacancies->find($slug) ?? abort(404);
        $title = $vacancy->translate('title');

        return Page::render('careers/show', $title, [
            'breadcrumbs' => [
                ['name' => Text::get('careers.title'), 'url' => LocalizedRoutes::url('careers.index')],
                ['name' => $title, 'url' => LocalizedRoutes::url('careers.show', ['slug' => $vacancy->slug])],
            ],
            'vacancy' => VacancyDetails::of($vacancy),
            'cvMaxBytes' => CvFile::MAX_KILOBYTES * 1024,
        ], Str::limit(Text::get('careers.vacancy_description', [
            'title' => $title,
            'city' => $vacancy->translate('city'),
        ]), 160, '…', preserveWords: true));
    }
}
