<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Attributes;

use App\Actions\Catalog\DeleteAttributeOption;
use App\Actions\Catalog\SaveAttributeOption;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Attributes\SaveAttributeOptionRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/** The options of a select attribute, edited on the attribute's page. */
final class AttributeOptionController extends Controller
{
    public function store(SaveAttributeOptionRequest $request, Attribute $attribute, SaveAttributeOption $save): RedirectResponse
    {
        $save->handle($attribute, null, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.attributes.edit', $attribute)->with('status', Text::get('admin.attributes.option_saved'));
    }

    public function update(SaveAttributeOptionRequest $request, Attribute $attribute, AttributeOption $option, SaveAttributeOption $save): RedirectResponse
    {
        $save->handle($attribute, $option, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.attributes.edit', $attribute)->with('status', Text::get('admin.attributes.option_saved'));
    }

    public function destroy(Request $request, Attribute $attribute, AttributeOption $option, DeleteAttributeOption $delete): RedirectResponse
    {
        $delete->handle($option, $attribute->code, StaffActor::of($request));

        return redirect()->route('admin.attributes.edit', $attribute)->with('status', Text::get('admin.attributes.option_deleted'));
    }
}
