<?php

declare(strict_types=1);

namespace App\Http\Controllers\Careers;

use App\Actions\Careers\ApplyForVacancy;
use App\Http\Controllers\Controller;
use App\Http\Requests\Careers\ApplyForVacancyRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Careers\VacancyBySlug;
use App\Services\Careers\CvUpload;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;

/**
 * Sends an application for a vacancy. A closed vacancy refuses it with a 410 page saying so in the shopper's
 * language (the vacancy may have closed while the form was open).
 */
final class ApplyForVacancyController extends Controller
{
    public function __invoke(ApplyForVacancyRequest $request, ApplyForVacancy $apply, VacancyBySlug $vacancies, string $slug): RedirectResponse
    {
        $vacancy = $vacancies->find($slug, openOnly: false) ?? abort(404);
        if (! $vacancy->is_open) {
            abort(410, Text::get('careers.closed'));
        }

        /** @var array{name: string, phone: string, email: string, message?: string|null} $data */
        $data = $request->safe(['name', 'phone', 'email', 'message']);
        $application = $apply->handle($vacancy, $data, CvUpload::from($request->cv()), app()->getLocale()) ?? abort(410, Text::get('careers.closed'));

        Inertia::flash('applied', ['id' => $application->id, 'email' => $application->email]);

        return redirect(LocalizedRoutes::url('careers.show', ['slug' => $vacancy->slug]));
    }
}
