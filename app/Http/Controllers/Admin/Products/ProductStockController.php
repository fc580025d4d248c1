<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Products;

use App\Actions\Products\SetProductStock;
use App\Actions\Products\SetReorderLevel;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Products\UpdateProductStockRequest;
use App\Http\Requests\Admin\Products\UpdateReorderLevelRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Policies\StaffGates;
use App\Queries\Admin\Products\ProductStockPlaces;
use App\Queries\Admin\Stock\ProductMovements;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** A product's stock per place, its reorder level and its movement history (manage-stock: the warehouse too). */
final class ProductStockController extends Controller
{
    public function edit(Request $request, Product $product, ProductStockPlaces $places, ProductMovements $movements): Response
    {
        return Page::render('admin/products/stock', Text::get('admin.products.stock.title', ['sku' => $product->sku]), [
            'product' => ['id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku, 'stock' => $product->stock_total, 'is_active' => $product->is_active],
            'places' => $places->for($product),
            'can_edit' => $request->user()?->can(StaffGates::MANAGE_CATALOG) ?? false,
            'movements' => $movements->page($product->id),
            // The reorder level is set here too, for the warehouse, who has no product form (docs/stock.md).
            'reorder' => ['level' => $product->reorder_level === null ? '' : (string) $product->reorder_level, 'default' => max(0, config()->integer('admin.low_stock', 3))],
        ]);
    }

    public function update(UpdateProductStockRequest $request, Product $product, SetProductStock $setStock): RedirectResponse
    {
        $setStock->handle(StaffActor::of($request), $product, $request->changed());

        return redirect()->route('admin.products.stock.edit', $product)->with('status', Text::get('admin.products.stock.saved'));
    }

    public function reorderLevel(UpdateReorderLevelRequest $request, Product $product, SetReorderLevel $setLevel): RedirectResponse
    {
        $setLevel->handle(StaffActor::of($request), $product, $request->level());

        return redirect()->route('admin.products.stock.edit', $product)->with('status', Text::get('admin.products.stock.reorder_saved'));
    }
}
