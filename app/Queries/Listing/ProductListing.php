<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use App\Enums\ListingSort;
use App\Infrastructure\PageCache\PageFragments;
use App\Models\Product;
use App\Queries\Brands\BrandDirectory;
use App\Queries\Products\ProductCards;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Http\Request;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Support\Facades\DB;

/**
 * One page of a listing and its facets: the facet query gives the total, one query picks the page's ids in the
 * requested order; their cards come from a page part kept under the page version (the same ids in the same language
 * give the same cards until something a page shows changes), or from one query for the products and their main
 * pictures, with their brands from the brand directory.
 *
 * @phpstan-import-type Card from ProductCards
 */
final class ProductListing
{
    public const PER_PAGE = 24;

    public function __construct(private readonly ListingFacets $facets, private readonly BrandDirectory $brands)
    {
    }

    public function run(ListingScope $scope, ListingFilters $filters, ListingSort $sort, int $page, int $perPage = self::PER_PAGE): ListingResult
    {
        $facets = $this->facets->count($scope, $filters);
        // A page past the end has no ids to look for: the count already says so.
        $ids = ($page - 1) * $perPage >= $facets->total ? [] : $this->pageIds($scope, $filters, $sort, $page, $perPage);

        return new ListingResult(new LengthAwarePaginator($ids, $facets->total, $perPage, $page), $facets);
    }

    /**
     * The cards of a page's products, in the order of `$ids`; with spec filters, a family's card is its variant that
     * has the chosen values (FamilyMatch).
     *
     * @param  list<int>  $ids
     * @return list<Card>
     */
    public function cards(Request $request, array $ids, ?ListingFilters $filters = null): array
    {
        if ($ids === []) {
            return [];
        }
        if ($filters !== null) {
            $ids = FamilyMatch::variants($ids, $filters);
        }

        return PageFragments::remember(
            $request,
            'listing-cards:'.app()->getLocale().':'.hash('xxh128', implode(',', $ids)),
            fn (): array => ProductCards::cards($this->load($ids)),
        );
    }

    /**
     * @return list<int>
     */
    private function pageIds(ListingScope $scope, ListingFilters $filters, ListingSort $sort, int $page, int $perPage): array
    {
        if ($sort === ListingSort::Relevance && $scope->rankedIds !== null) {
            // Search results are capped, so their filtered matches are kept in the engine's order, a page part every
            // page of these results shares (read with the facet counts' rows).
            $ranked = PageFragments::remember(request(), 'ranked-matches:'.$scope->key.':'.$filters->key(), fn (): array => $this->facets->rankedMatches($scope, $filters));

            return array_slice($ranked, ($page - 1) * $perPage, $perPage);
        }

        $query = DB::table('products as p')->select('p.id');
        $scope->apply($query);
        $filters->apply($query);
        $sort->apply($query);

        return array_values($query->forPage($page, $perPage)->pluck('p.id')->map(static fn (mixed $id): int => (int) $id)->all());
    }

    /**
     * @param  list<int>  $ids
     * @return Collection<int, Product>
     */
    private function load(array $ids): Collection
    {
        $products = Product::query()->with('mainImage')->whereKey($ids)->get()->keyBy('id');
        $this->brands->attachTo($products);

        return new Collection(array_values(array_filter(array_map(static fn (int $id): ?Product => $products->get($id), $ids))));
    }
}
