<?php

declare(strict_types=1);

namespace App\Services\Products;

use App\Infrastructure\Cache\CatalogCache;
use App\Models\Product;
use App\Services\Families\FamilyListing;
use App\Services\StockAlerts\AlertTriggers;
use Illuminate\Database\Eloquent\Collection;

/**
 * After a product write has committed: their families list the right variant (FamilyListing), the search index gets
 * the products as they are now (an inactive one leaves it), every cached catalogue answer (facets, brands, the
 * tree…) is recomputed on its next read, and shoppers waiting for these products are mailed when one is back in stock
 * or cheaper (AlertTriggers).
 */
final class RefreshCatalogue
{
    /**
     * @param  list<int>  $productIds
     */
    public function products(array $productIds): void
    {
        if ($productIds !== []) {
            FamilyListing::refreshProducts($productIds);
            /** @var Collection<int, Product> $products */
            $products = Product::query()->whereKey($productIds)->get();
            $active = $products->filter(static fn (Product $product): bool => $product->is_active)->values();
            $inactive = $products->reject(static fn (Product $product): bool => $product->is_active)->values();
            $model = new Product;
            $model->queueMakeSearchable($active);
            $model->queueRemoveFromSearch($inactive);
            AlertTriggers::productsChanged($productIds);
        }
        CatalogCache::flush();
    }
}
