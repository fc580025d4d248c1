<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use App\Models\Product;
use Illuminate\Pagination\LengthAwarePaginator;

final class ListingResult
{
    /**
     * @param  LengthAwarePaginator<int, Product>  $products
     */
    public function __construct(
        public readonly LengthAwarePaginator $products,
        public readonly FacetCounts $facets,
    ) {
    }
}
