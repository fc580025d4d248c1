<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Models\JobApplication;
use App\Models\Vacancy;
use App\Support\Dates;
use App\Support\Phone;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\URL;

/**
 * Job applications in the back office: newest first, 25 a page, narrowed to one vacancy and searched by name or
 * e-mail; and one application, whose CV is reached only through a link signed for a few minutes
 * (`careers.cv_link_minutes`) to a route that also wants a staff member allowed to see applications.
 */
final class InboxApplications
{
    public const PER_PAGE = 25;

    /**
     * @param  array<array-key, mixed>  $query
     * @return array{vacancy: string|null, q: string|null}
     */
    public static function filters(array $query): array
    {
        $vacancy = $query['vacancy'] ?? null;
        $q = is_string($query['q'] ?? null) ? trim(mb_substr($query['q'], 0, 100)) : '';

        return [
            'vacancy' => is_string($vacancy) && ctype_digit($vacancy) && strlen($vacancy) < 10 ? $vacancy : null,
            'q' => $q === '' ? null : $q,
        ];
    }

    /**
     * @param  array{vacancy: string|null, q: string|null}  $filters
     * @return array{applications: list<array<string, mixed>>, pagination: array<string, mixed>, vacancies: list<array{value: string, label: string, count: int}>}
     */
    public function page(array $filters): array
    {
        $query = JobApplication::query()->with('vacancy:id,title');
        if ($filters['vacancy'] !== null) {
            $query->where('vacancy_id', (int) $filters['vacancy']);
        }
        if ($filters['q'] !== null) {
            $like = '%'.str_replace(['%', '_'], '_', mb_strtolower($filters['q'])).'%';
            $query->where(static fn (Builder $where) => $where->whereRaw('LOWER(name) LIKE ?', [$like])->orWhereRaw('LOWER(email) LIKE ?', [$like]));
        }
        $page = $query->orderByDesc('id')->paginate(self::PER_PAGE)->withQueryString();

        return [
            'applications' => array_values(array_map(fn (JobApplication $application): array => $this->row($application), $page->items())),
            'pagination' => ['current' => $page->currentPage(), 'last' => $page->lastPage(), 'total' => $page->total(), 'next' => $page->nextPageUrl(), 'previous' => $page->previousPageUrl()],
            'vacancies' => $this->vacancies(),
        ];
    }

    /**
     * Every vacancy, open or closed, newest first, with its number of applications.
     *
     * @return list<array{value: string, label: string, count: int}>
     */
    private function vacancies(): array
    {
        $options = [];
        /** @var \Illuminate\Database\Eloquent\Collection<int, Vacancy> $vacancies */
        $vacancies = Vacancy::query()->withCount('applications')->orderByDesc('id')->get();
        foreach ($vacancies as $vacancy) {
            $options[] = ['value' => (string) $vacancy->id, 'label' => $vacancy->translate('title'), 'count' => (int) $vacancy->getAttribute('applications_count')];
        }

        return $options;
    }

    /**
     * @return array{application: array<string, mixed>}
     */
    public function show(JobApplication $application): array
    {
        $application->loadMissing('vacancy');
        $minutes = max(1, config()->integer('careers.cv_link_minutes'));

        return [
            'application' => [
                ...$this->row($application),
                'phone' => Phone::format($application->phone),
                'message' => $application->message,
                'locale' => $application->locale,
                'vacancy_slug' => $application->vacancy->slug,
                'cv_url' => URL::temporarySignedRoute('admin.applications.cv', now()->addMinutes($minutes), ['application' => $application->id]),
                'cv_link_minutes' => $minutes,
            ],
        ];
    }

    /**
     * @return array<string, mixed>
     */
    private function row(JobApplication $application): array
    {
        return [
            'id' => $application->id,
            'name' => $application->name,
            'email' => $application->email,
            'vacancy' => $application->vacancy->translate('title'),
            'cv_name' => $application->cv_original_name,
            'cv_size' => $application->cv_size,
            'received_at' => $application->created_at === null ? null : Dates::dateTime($application->created_at),
        ];
    }
}
