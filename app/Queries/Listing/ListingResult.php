<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use Illuminate\Pagination\LengthAwarePaginator;

/** A listing's page: its products' ids in the listing's order (their cards: ProductListing::cards) and its facets. */
final class ListingResult
{
    /**
     * @param  LengthAwarePaginator<int, int>  $productIds
     */
    public function __construct(
        public readonly LengthAwarePaginator $productIds,
        public readonly FacetCounts $facets,
    ) {
    }
}
