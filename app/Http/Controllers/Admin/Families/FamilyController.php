<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Families;

use App\Actions\Families\DeleteFamily;
use App\Actions\Families\SaveFamily;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Families\ListFamiliesRequest;
use App\Http\Requests\Admin\Families\SaveFamilyRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\ProductFamily;
use App\Queries\Admin\Families\FamilyFormPage;
use App\Queries\Admin\Families\FamilyList;
use App\Queries\Admin\Products\ProductFormOptions;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** /admin/familii: the families with their variants' figures, a family's form with its variants table, deleting one. */
final class FamilyController extends Controller
{
    public function index(ListFamiliesRequest $request, FamilyList $list, ProductFormOptions $options): Response
    {
        $filters = $request->filters();
        $families = $list->paginate($filters);

        return Page::render('admin/families/index', Text::get('admin.families.title'), [
            'families' => $list->rows(array_values($families->items())),
            'pagination' => ['current' => $families->currentPage(), 'last' => $families->lastPage(), 'total' => $families->total(), 'next' => $families->nextPageUrl(), 'previous' => $families->previousPageUrl()],
            'filters' => (object) array_map('strval', $filters),
            'categories' => $options->categories(leavesOnly: false),
            'brands' => $options->brands(),
        ]);
    }

    public function create(Request $request, FamilyFormPage $form): Response
    {
        return Page::render('admin/families/form', Text::get('admin.families.create_title'), $form->props(null, self::category($request)));
    }

    public function store(SaveFamilyRequest $request, SaveFamily $save): RedirectResponse
    {
        $family = $save->handle(StaffActor::of($request), null, $request->family());

        return redirect()->route('admin.families.edit', $family)->with('status', Text::get('admin.families.created'));
    }

    public function edit(Request $request, ProductFamily $family, FamilyFormPage $form): Response
    {
        return Page::render('admin/families/form', Text::get('admin.families.edit_title', ['name' => $family->translate('name')]), $form->props($family, self::category($request)));
    }

    public function update(SaveFamilyRequest $request, ProductFamily $family, SaveFamily $save): RedirectResponse
    {
        $save->handle(StaffActor::of($request), $family, $request->family(), $request->version(), $request->edits());

        return redirect()->route('admin.families.edit', $family)->with('status', Text::get('admin.families.saved'));
    }

    public function destroy(Request $request, ProductFamily $family, DeleteFamily $delete): RedirectResponse
    {
        $delete->handle(StaffActor::of($request), $family);

        return redirect()->route('admin.families.index')->with('status', Text::get('admin.families.deleted'));
    }

    /** The category the form switched to (`?category=`), whose select attributes it offers as options. */
    private static function category(Request $request): ?int
    {
        $category = $request->query('category');

        return is_string($category) && ctype_digit($category) && strlen($category) < 10 ? (int) $category : null;
    }
}
