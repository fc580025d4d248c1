<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Attributes;

use App\Actions\Catalog\DeleteAttribute;
use App\Actions\Catalog\SaveAttribute;
use App\Enums\AttributeType;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Attributes\SaveAttributeRequest;
use App\Infrastructure\Http\QueryText;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Attribute;
use App\Queries\Admin\Attributes\AttributeAdminList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** /admin/caracteristici: the spec attributes, an attribute's form with its options, deleting an unused one. */
final class AttributeController extends Controller
{
    public function index(Request $request, AttributeAdminList $list): Response
    {
        $search = QueryText::of($request, 'q', 80);

        return Page::render('admin/attributes/index', Text::get('admin.attributes.title'), [
            'attributes' => $list->rows(app()->getLocale(), $search),
            'search' => $search,
        ]);
    }

    public function create(): Response
    {
        return Page::render('admin/attributes/form', Text::get('admin.attributes.create_title'), [
            'attribute' => null,
            'options' => [],
            'types' => self::types(),
        ]);
    }

    public function store(SaveAttributeRequest $request, SaveAttribute $save): RedirectResponse
    {
        $attribute = $save->handle(null, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.attributes.edit', $attribute)->with('status', Text::get('admin.attributes.created'));
    }

    public function edit(Attribute $attribute, AttributeAdminList $list): Response
    {
        return Page::render('admin/attributes/form', $attribute->translate('name'), [
            'attribute' => $list->form($attribute),
            'options' => $list->options($attribute),
            'types' => self::types(),
        ]);
    }

    public function update(SaveAttributeRequest $request, Attribute $attribute, SaveAttribute $save): RedirectResponse
    {
        $save->handle($attribute, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.attributes.edit', $attribute)->with('status', Text::get('admin.attributes.saved'));
    }

    public function destroy(Request $request, Attribute $attribute, DeleteAttribute $delete): RedirectResponse
    {
        $delete->handle($attribute, StaffActor::of($request));

        return redirect()->route('admin.attributes.index')->with('status', Text::get('admin.attributes.deleted'));
    }

    /** @return list<string> */
    private static function types(): array
    {
        return array_map(static fn (AttributeType $type): string => $type->value, AttributeType::cases());
    }
}
