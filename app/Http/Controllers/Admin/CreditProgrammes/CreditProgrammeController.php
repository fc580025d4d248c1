<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\CreditProgrammes;

use App\Actions\Credit\DeleteCreditProgramme;
use App\Actions\Credit\SaveCreditProgramme;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\CreditProgrammes\SaveCreditProgrammeRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\CreditProgramme;
use App\Queries\Admin\CreditProgrammes\CreditProgrammeList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** /admin/programe-credit: the partners' credit programmes (owners, managers: manage-shop). */
final class CreditProgrammeController extends Controller
{
    public function index(CreditProgrammeList $list): Response
    {
        return Page::render('admin/credit-programmes/index', Text::get('admin.credit_programmes.title'), [
            'programmes' => $list->rows(),
        ]);
    }

    public function create(): Response
    {
        return Page::render('admin/credit-programmes/form', Text::get('admin.credit_programmes.create'), ['programme' => null]);
    }

    public function store(SaveCreditProgrammeRequest $request, SaveCreditProgramme $save): RedirectResponse
    {
        $save->handle(null, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.credit-programmes.index')->with('status', Text::get('admin.credit_programmes.saved'));
    }

    public function edit(CreditProgramme $programme, CreditProgrammeList $list): Response
    {
        return Page::render('admin/credit-programmes/form', Text::get('admin.credit_programmes.edit'), ['programme' => $list->row($programme)]);
    }

    public function update(SaveCreditProgrammeRequest $request, CreditProgramme $programme, SaveCreditProgramme $save): RedirectResponse
    {
        $save->handle($programme, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.credit-programmes.index')->with('status', Text::get('admin.credit_programmes.saved'));
    }

    public function destroy(Request $request, CreditProgramme $programme, DeleteCreditProgramme $delete): RedirectResponse
    {
        $delete->handle($programme, StaffActor::of($request));

        return redirect()->route('admin.credit-programmes.index')->with('status', Text::get('admin.credit_programmes.deleted'));
    }
}
