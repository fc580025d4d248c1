<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\ProductImages;

use App\Actions\Products\Images\AddProductImages;
use App\Actions\Products\Images\OrderProductImages;
use App\Actions\Products\Images\RemoveProductImage;
use App\Actions\Products\Images\UpdateProductImage;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\ProductImages\OrderProductImagesRequest;
use App\Http\Requests\Admin\ProductImages\StoreProductImagesRequest;
use App\Http\Requests\Admin\ProductImages\UpdateProductImageRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductImage;
use App\Queries\Admin\ProductImages\ProductImagesPage;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * /admin/produse/{product}/imagini: a product's pictures (manage-catalog): uploading, alt text or a new file for one,
 * the order (the first is the main picture), removing one.
 */
final class ProductImageController extends Controller
{
    public function index(Product $product, ProductImagesPage $page): Response
    {
        $props = $page->for($product);

        return Page::render('admin/products/images', Text::get('admin.product_images.title', ['name' => $props['product']['name']]), $props);
    }

    public function store(StoreProductImagesRequest $request, Product $product, AddProductImages $add): RedirectResponse
    {
        $added = $add->handle($product, $request->images(), StaffActor::of($request));

        return $this->back($product, Text::get('admin.product_images.added', ['count' => count($added)]));
    }

    public function update(UpdateProductImageRequest $request, Product $product, ProductImage $image, UpdateProductImage $update): RedirectResponse
    {
        $update->handle($product, $image, $request->alt(), $request->newFile(), StaffActor::of($request));

        return $this->back($product, Text::get($request->newFile() === null ? 'admin.product_images.saved' : 'admin.product_images.replaced'));
    }

    public function order(OrderProductImagesRequest $request, Product $product, OrderProductImages $order): RedirectResponse
    {
        $order->handle($product, $request->ids(), StaffActor::of($request));

        return $this->back($product, Text::get('admin.product_images.ordered'));
    }

    public function destroy(Request $request, Product $product, ProductImage $image, RemoveProductImage $remove): RedirectResponse
    {
        $remove->handle($product, $image, StaffActor::of($request));

        return $this->back($product, Text::get('admin.product_images.removed'));
    }

    private function back(Product $product, string $status): RedirectResponse
    {
        return redirect()->route('admin.products.images.index', ['product' => $product->id])->with('status', $status);
    }
}
