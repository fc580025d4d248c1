<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Categories;

use App\Actions\Catalog\CreateCategory;
use App\Actions\Catalog\DeleteCategory;
use App\Actions\Catalog\ReorderCategory;
use App\Actions\Catalog\UpdateCategory;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Categories\ReorderCategoryRequest;
use App\Http\Requests\Admin\Categories\SaveCategoryRequest;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Queries\Admin\Categories\CategoryAdminTree;
use App\Queries\Admin\Categories\CategoryFormData;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Http\UploadedFile;
use Inertia\Response;

/** /admin/categorii: the three-level tree, a category's form, its place among its siblings, deleting an empty one. */
final class CategoryController extends Controller
{
    public function index(CategoryAdminTree $tree): Response
    {
        return Page::render('admin/categories/index', Text::get('admin.categories.title'), [
            'categories' => $tree->rows(app()->getLocale()),
        ]);
    }

    public function create(Request $request, CategoryFormData $form): Response
    {
        $parent = $request->integer('parent');

        return Page::render('admin/categories/form', Text::get('admin.categories.create_title'), [
            'category' => null,
            'parent_id' => $parent > 0 ? $parent : null,
            'parents' => $form->parents(app()->getLocale()),
            'attribute_choices' => [],
        ]);
    }

    public function store(SaveCategoryRequest $request, CreateCategory $create, ImageStore $images): RedirectResponse
    {
        $category = $create->handle($request->values(), $this->image($request, $images), StaffActor::of($request));

        return redirect()->route('admin.categories.edit', $category)->with('status', Text::get('admin.categories.created'));
    }

    public function edit(Category $category, CategoryFormData $form): Response
    {
        $locale = app()->getLocale();

        return Page::render('admin/categories/form', $category->translate('name', $locale), [
            'category' => $form->category($category),
            'parent_id' => $category->parent_id,
            'parents' => $form->parents($locale, $category),
            'attribute_choices' => $form->attributeChoices($locale),
        ]);
    }

    public function update(SaveCategoryRequest $request, Category $category, UpdateCategory $update, ImageStore $images): RedirectResponse
    {
        $update->handle($category, $request->values(), $this->image($request, $images), $request->removesImage(), StaffActor::of($request));

        return redirect()->route('admin.categories.edit', $category)->with('status', Text::get('admin.categories.saved'));
    }

    public function reorder(ReorderCategoryRequest $request, Category $category, ReorderCategory $reorder): RedirectResponse
    {
        $reorder->handle($category, $request->up(), StaffActor::of($request));

        return redirect()->route('admin.categories.index');
    }

    public function destroy(Request $request, Category $category, DeleteCategory $delete): RedirectResponse
    {
        $delete->handle($category, StaffActor::of($request));

        return redirect()->route('admin.categories.index')->with('status', Text::get('admin.categories.deleted'));
    }

    private function image(SaveCategoryRequest $request, ImageStore $images): ?string
    {
        $file = $request->file('image');

        return $file instanceof UploadedFile ? $images->store($file, 'categories')->key : null;
    }
}
