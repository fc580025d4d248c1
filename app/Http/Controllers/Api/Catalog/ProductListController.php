<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api\Catalog;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\ProductListRequest;
use App\Http\Resources\Api\Catalog\ProductCardResource;
use App\Queries\Products\ProductCards;
use Illuminate\Http\JsonResponse;

/**
 * `GET /api/shop/product/?type=discount&page_size=10`: `data.products.results` as the API's clients read it.
 */
final class ProductListController extends Controller
{
    public function __invoke(ProductListRequest $request, ProductCards $cards): JsonResponse
    {
        $page = $cards->paginate($request->type(), $request->pageSize(), $request->page());
        $query = ['type' => $request->type(), 'page_size' => $request->pageSize()];

        return response()->json(['data' => ['products' => [
            'count' => $page->total(),
            'page' => $page->currentPage(),
            'page_size' => $page->perPage(),
            'num_pages' => $page->lastPage(),
            'next' => $page->hasMorePages() ? $request->url().'?'.http_build_query([...$query, 'page' => $page->currentPage() + 1]) : null,
            'previous' => $page->currentPage() > 1 ? $request->url().'?'.http_build_query([...$query, 'page' => $page->currentPage() - 1]) : null,
            'results' => ProductCardResource::collection($page->items())->resolve($request),
        ]]]);
    }
}
