<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Products;

use App\Actions\Products\CreateProduct;
use App\Actions\Products\UpdateProduct;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Products\SaveProductRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Policies\StaffGates;
use App\Queries\Admin\Products\ProductFormPage;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** Adding and editing a product's details (manage-catalog); images and stock have their own pages. */
final class ProductController extends Controller
{
    public function create(Request $request, ProductFormPage $form): Response
    {
        return Page::render('admin/products/create', Text::get('admin.products.create_title'), $form->props(null, self::category($request), self::seesCost($request)));
    }

    public function store(SaveProductRequest $request, CreateProduct $create): RedirectResponse
    {
        $product = $create->handle(StaffActor::of($request), $request->product());

        return redirect()->route('admin.products.edit', $product)->with('status', Text::get('admin.products.created'));
    }

    public function edit(Request $request, Product $product, ProductFormPage $form): Response
    {
        return Page::render('admin/products/edit', Text::get('admin.products.edit_title', ['sku' => $product->sku]), $form->props($product, self::category($request), self::seesCost($request)));
    }

    public function update(SaveProductRequest $request, Product $product, UpdateProduct $update): RedirectResponse
    {
        $update->handle(StaffActor::of($request), $product, $request->product());

        return redirect()->route('admin.products.edit', $product)->with('status', Text::get('admin.products.saved'));
    }

    private static function seesCost(Request $request): bool
    {
        return $request->user()?->can(StaffGates::VIEW_REPORTS) === true;
    }

    /** The category the form switched to (`?category=`), whose spec attributes it asks for. */
    private static function category(Request $request): ?int
    {
        $category = $request->query('category');

        return is_string($category) && ctype_digit($category) && strlen($category) < 10 ? (int) $category : null;
    }
}
