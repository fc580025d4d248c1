<?php

declare(strict_types=1);

namespace App\Queries\Admin\Products;

use App\Models\Product;
use App\Queries\Products\ProductPictures;
use App\Queries\StockAlerts\WaitingCounts;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * The back office's product list: filtered and sorted, 25 a page, each row with its brand and leaf category loaded
 * in one query each (no query per row); `waiting`, the shoppers waiting for a restock, is a subquery of the list's.
 *
 * @phpstan-type ProductRow array{id: int, name: string, sku: string, image: string|null, price: int, old_price: int|null, stock: int, waiting: int, is_active: bool, is_new: bool, is_popular: bool, brand: string, category: string}
 */
final class ProductList
{
    public const PER_PAGE = 25;

    /**
     * @return LengthAwarePaginator<int, Product>
     */
    public function paginate(ProductFilters $filters): LengthAwarePaginator
    {
        $query = $filters->apply(Product::query());
        $query->select(['id', 'name', 'sku', 'price', 'old_price', 'discount_percent', 'stock_total', 'is_active', 'is_new', 'is_popular', 'brand_id', 'category_id']);
        $query->addSelect(['waiting' => WaitingCounts::stockSubquery()]);
        /** @var LengthAwarePaginator<int, Product> $products */
        $products = $query->with(['brand:id,name', 'category:id,name', 'mainImage'])
            ->paginate(self::PER_PAGE)->withQueryString();

        return $products;
    }

    /**
     * @return ProductRow
     */
    public static function row(Product $product): array
    {
        return [
            'id' => $product->id,
            'name' => $product->translate('name'),
            'sku' => $product->sku,
            'image' => $product->mainImage === null ? null : ProductPictures::cardUrl($product),
            'price' => $product->price,
            'old_price' => $product->old_price !== null && $product->old_price > $product->price ? $product->old_price : null,
            'stock' => $product->stock_total,
            'waiting' => (int) $product->getAttribute('waiting'),
            'is_active' => $product->is_active,
            'is_new' => $product->is_new,
            'is_popular' => $product->is_popular,
            'brand' => $product->brand->name,
            'category' => $product->category->translate('name'),
        ];
    }
}
