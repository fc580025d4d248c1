<?php

declare(strict_types=1);

namespace App\Queries\Listing;

/**
 * Raw facet figures of a listing, by id: each facet counted over the products matching every other filter (so an
 * option shows how many products picking it would give), `total` over all filters.
 *
 * @phpstan-type AttributeCounts array{options: array<int, int>, range: array{0: float, 1: float}|null}
 */
final class FacetCounts
{
    /**
     * @param  array<int, int>  $brands  brand id => products
     * @param  array{0: int, 1: int}|null  $price  cheapest and dearest price in bani
     * @param  array<int, AttributeCounts>  $attributes  attribute id => option counts or the value range
     * @param  array<int, int>|null  $categories  second-level category id => products; null where the listing has no category facet
     * @param  array{0: int, 1: int}|null  $discount  the smallest and biggest discount in percent
     * @param  int  $topRated  products rated ListingFilters::TOP_RATED and up
     */
    public function __construct(
        public readonly int $total,
        public readonly array $brands,
        public readonly ?array $price,
        public readonly int $inStock,
        public readonly array $attributes,
        public readonly ?array $categories = null,
        public readonly ?array $discount = null,
        public readonly int $topRated = 0,
    ) {
    }
}
