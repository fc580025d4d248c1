<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Products;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Products\ListProductsRequest;
use App\Infrastructure\Inertia\Page;
use App\Policies\StaffGates;
use App\Queries\Admin\Products\ProductFormOptions;
use App\Queries\Admin\Products\ProductList;
use App\Support\Text;
use Inertia\Response;

/** The product list (/admin/produse): search, filters, sort, 25 a page; the warehouse reaches each product's stock from it. */
final class ProductIndexController extends Controller
{
    public function __invoke(ListProductsRequest $request, ProductList $list, ProductFormOptions $options): Response
    {
        $filters = $request->filters();
        $products = $list->paginate($filters);

        return Page::render('admin/products/index', Text::get('admin.products.title'), [
            'products' => array_map(ProductList::row(...), $products->items()),
            'pagination' => ['current' => $products->currentPage(), 'last' => $products->lastPage(), 'total' => $products->total(), 'next' => $products->nextPageUrl(), 'previous' => $products->previousPageUrl()],
            'filters' => (object) $filters->toArray(),
            'categories' => $options->categories(leavesOnly: false),
            'brands' => $options->brands(),
            'can_edit' => $request->user()?->can(StaffGates::MANAGE_CATALOG) ?? false,
        ]);
    }
}
