<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Http\Controllers\Controller;
use App\Infrastructure\Http\QueryText;
use App\Queries\Admin\Orders\CallProducts;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The call list's product picker: products on sale whose name or SKU holds the text typed (two characters at least). */
final class CallProductSearchController extends Controller
{
    public function __invoke(Request $request, CallProducts $products): JsonResponse
    {
        $text = QueryText::of($request, 'q', 100);

        return response()->json(['products' => mb_strlen($text) < 2 ? [] : $products->search($text)]);
    }
}
