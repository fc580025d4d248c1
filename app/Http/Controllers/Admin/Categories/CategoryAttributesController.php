<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Categories;

use App\Actions\Catalog\SyncCategoryAttributes;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Categories\SyncCategoryAttributesRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** The spec attributes a category's products are described by, in order (the product form asks for them). */
final class CategoryAttributesController extends Controller
{
    public function __invoke(SyncCategoryAttributesRequest $request, Category $category, SyncCategoryAttributes $sync): RedirectResponse
    {
        $sync->handle($category, $request->attributeIds(), StaffActor::of($request));

        return redirect()->route('admin.categories.edit', $category)->with('status', Text::get('admin.categories.attributes_saved'));
    }
}
