<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Stock;

use App\Http\Controllers\Controller;
use App\Queries\Admin\Stock\StockProductSearch;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The documents' product picker (App\Queries\Admin\Stock\StockProductSearch): products whose SKU or name holds `q`. */
final class StockProductSearchController extends Controller
{
    public function __invoke(Request $request, StockProductSearch $search): JsonResponse
    {
        return response()->json(['products' => $search->search($request->string('q')->toString())]);
    }
}
