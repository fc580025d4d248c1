<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Promotions;

use App\Http\Controllers\Controller;
use App\Infrastructure\Http\QueryText;
use App\Queries\Admin\Promotions\PromotionList;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The promotion form's product picker: up to 20 products matching every word typed in any order, or by SKU (two characters at least). */
final class PromotionProductSearchController extends Controller
{
    public function __invoke(Request $request, PromotionList $list): JsonResponse
    {
        $text = QueryText::of($request, 'q', 100);

        return response()->json(['products' => mb_strlen($text) < 2 ? [] : $list->searchProducts($text)]);
    }
}
