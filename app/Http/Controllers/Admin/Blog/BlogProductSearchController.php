<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Blog;

use App\Http\Controllers\Controller;
use App\Queries\Admin\ProductPicker;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The related-products picker's search: up to ten products by name or SKU, as JSON (manage-content). */
final class BlogProductSearchController extends Controller
{
    public function __invoke(Request $request, ProductPicker $picker): JsonResponse
    {
        $term = $request->query('q');

        return response()->json(['products' => $picker->search(is_string($term) ? mb_substr($term, 0, 100) : '')]);
    }
}
