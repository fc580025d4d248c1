<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Vacancies;

use App\Actions\Content\DeleteVacancy;
use App\Actions\Content\SaveVacancy;
use App\Actions\Content\SetVacancyOpen;
use App\Enums\EmploymentType;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Vacancies\SaveVacancyRequest;
use App\Http\Requests\Admin\Vacancies\SetVacancyOpenRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Vacancy;
use App\Queries\Admin\Blog\BlogPostEditor;
use App\Queries\Admin\Vacancies\VacancyList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** /admin/posturi: vacancies, open and closed; writing one, opening or closing it, deleting one nobody applied for. */
final class VacancyController extends Controller
{
    public function index(VacancyList $vacancies): Response
    {
        return Page::render('admin/vacancies/index', Text::get('admin.vacancies.title'), ['vacancies' => $vacancies->get()]);
    }

    public function create(): Response
    {
        return $this->form(null);
    }

    public function edit(Vacancy $vacancy): Response
    {
        return $this->form($vacancy);
    }

    public function store(SaveVacancyRequest $request, SaveVacancy $save): RedirectResponse
    {
        $vacancy = $save->handle(null, $request->vacancy(), StaffActor::of($request));

        return redirect()->route('admin.vacancies.edit', ['vacancy' => $vacancy->id])->with('status', Text::get('admin.vacancies.saved'));
    }

    public function update(SaveVacancyRequest $request, Vacancy $vacancy, SaveVacancy $save): RedirectResponse
    {
        $save->handle($vacancy, $request->vacancy(), StaffActor::of($request));

        return redirect()->route('admin.vacancies.edit', ['vacancy' => $vacancy->id])->with('status', Text::get('admin.vacancies.saved'));
    }

    public function status(SetVacancyOpenRequest $request, Vacancy $vacancy, SetVacancyOpen $set): RedirectResponse
    {
        $open = $request->boolean('open');
        $set->handle($vacancy, $open, StaffActor::of($request));

        return back()->with('status', Text::get($open ? 'admin.vacancies.opened' : 'admin.vacancies.closed'));
    }

    public function destroy(Request $request, Vacancy $vacancy, DeleteVacancy $delete): RedirectResponse
    {
        $delete->handle($vacancy, StaffActor::of($request));

        return redirect()->route('admin.vacancies.index')->with('status', Text::get('admin.vacancies.deleted'));
    }

    private function form(?Vacancy $vacancy): Response
    {
        return Page::render('admin/vacancies/form', Text::get($vacancy === null ? 'admin.vacancies.new' : 'admin.vacancies.edit'), [
            'vacancy' => $vacancy === null ? null : [
                'id' => $vacancy->id,
                'slug' => $vacancy->slug,
                'title' => BlogPostEditor::texts($vacancy->title),
                'city' => BlogPostEditor::texts($vacancy->city),
                'description' => BlogPostEditor::texts($vacancy->description),
                'requirements' => BlogPostEditor::texts($vacancy->requirements),
                'employment_type' => $vacancy->employment_type->value,
                'sort' => $vacancy->sort,
                'is_open' => $vacancy->is_open,
                'url' => $vacancy->is_open ? \App\Infrastructure\Locale\LocalizedRoutes::url('careers.show', ['slug' => $vacancy->slug]) : null,
            ],
            'types' => array_map(static fn (EmploymentType $type): string => $type->value, EmploymentType::cases()),
        ]);
    }
}
