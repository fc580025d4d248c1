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
        // An array or an overlong text is refused with the reason in the staff member's language (422), never a 500.
        $query = $request->validate(['q' => ['nullable', 'string', 'max:100']])['q'] ?? '';

        return response()->json(['products' => $search->search(is_string($query) ? $query : '')]);
    }
}
