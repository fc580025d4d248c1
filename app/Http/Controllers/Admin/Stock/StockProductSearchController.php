<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Stock;

use App\Http\Controllers\Controller;
use App\Infrastructure\Database\LikePattern;
use App\Models\Product;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * The documents' product picker: up to 20 products (on sale or not: a receipt may bring a product not listed yet)
 * whose SKU or name in either language holds the text, with the units in stock.
 */
final class StockProductSearchController extends Controller
{
    public function __invoke(Request $request): JsonResponse
    {
        $text = mb_substr(trim($request->string('q')->toString()), 0, 100);
        if (mb_strlen($text) < 2) {
            return response()->json(['products' => []]);
        }
        $like = LikePattern::containing($text);
        /** @var list<Product> $products */
        $products = Product::query()
            ->where(static fn (Builder $query) => $query
                ->whereRaw(LikePattern::lowerColumnLike($query, 'sku'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ro'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ru'), [$like]))
            ->orderByDesc('is_active')->orderByDesc('popularity')->orderBy('id')->limit(20)
            ->get(['id', 'sku', 'name', 'price', 'stock_total'])->all();

        return response()->json(['products' => array_map(static fn (Product $product): array => [
            'id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku, 'price' => $product->price, 'stock' => $product->stock_total,
        ], $products)]);
    }
}
