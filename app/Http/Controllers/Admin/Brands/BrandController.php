<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Brands;

use App\Actions\Catalog\DeleteBrand;
use App\Actions\Catalog\SaveBrand;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Brands\SaveBrandRequest;
use App\Infrastructure\Http\QueryText;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Brand;
use App\Queries\Admin\Brands\BrandAdminList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Http\UploadedFile;
use Inertia\Response;

/** /admin/branduri: the brands with their product counts, a brand's form with its logo, deleting one without products. */
final class BrandController extends Controller
{
    public function index(Request $request, BrandAdminList $list): Response
    {
        $search = QueryText::of($request, 'q', 80);
        $brands = $list->paginate($search);

        return Page::render('admin/brands/index', Text::get('admin.brands.title'), [
            'brands' => array_map($list->row(...), $brands->items()),
            'pagination' => ['current' => $brands->currentPage(), 'last' => $brands->lastPage(), 'total' => $brands->total(), 'next' => $brands->nextPageUrl(), 'previous' => $brands->previousPageUrl()],
            'search' => $search,
        ]);
    }

    public function create(): Response
    {
        return Page::render('admin/brands/form', Text::get('admin.brands.create_title'), ['brand' => null]);
    }

    public function store(SaveBrandRequest $request, SaveBrand $save, ImageStore $images): RedirectResponse
    {
        $brand = $save->handle(null, $request->values(), $this->logo($request, $images), false, StaffActor::of($request));

        return redirect()->route('admin.brands.edit', $brand)->with('status', Text::get('admin.brands.created'));
    }

    public function edit(Brand $brand, BrandAdminList $list): Response
    {
        $brand->loadCount('products');

        return Page::render('admin/brands/form', $brand->name, ['brand' => $list->row($brand)]);
    }

    public function update(SaveBrandRequest $request, Brand $brand, SaveBrand $save, ImageStore $images): RedirectResponse
    {
        $save->handle($brand, $request->values(), $this->logo($request, $images), $request->boolean('remove_logo'), StaffActor::of($request));

        return redirect()->route('admin.brands.edit', $brand)->with('status', Text::get('admin.brands.saved'));
    }

    public function destroy(Request $request, Brand $brand, DeleteBrand $delete): RedirectResponse
    {
        $delete->handle($brand, StaffActor::of($request));

        return redirect()->route('admin.brands.index')->with('status', Text::get('admin.brands.deleted'));
    }

    private function logo(SaveBrandRequest $request, ImageStore $images): ?string
    {
        $file = $request->file('logo');

        return $file instanceof UploadedFile ? $images->store($file, 'brands')->key : null;
    }
}
