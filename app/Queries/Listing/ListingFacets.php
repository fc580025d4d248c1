<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Infrastructure\PageCache\PageFragments;
use App\Queries\Products\AttributeCatalogue;
use App\Queries\Promotions\PromotionalPrices;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * Counts the facets of a listing in a handful of grouped queries, whatever the number of facets: one over the
 * products and one over their attribute values for the full selection, plus one per facet that has a selection
 * (counted without it). The unfiltered figures of a fixed scope, the landing view of every category, are cached.
 * Search results are capped (at most a thousand products), so their product figures are counted in PHP from the rows
 * of the matching products, read once per selection and request, and their spec values are read by those products'
 * ids without touching the products again ({@see matches()}); the result page's ids come from the same rows.
 *
 * @phpstan-import-type AttributeCounts from FacetCounts
 */
final class ListingFacets
{
    private const CACHE_SECONDS = 600;

    /** SQLite only: a search's results' figures by id (migration 2026_11_28_000000_add_sqlite_ranked_facets_index_to_products). */
    public const RANKED_FACETS_INDEX = 'products_ranked_facets_index';

    public function __construct(private readonly AttributeCatalogue $attributes)
    {
    }

    public function count(ListingScope $scope, ListingFilters $filters): FacetCounts
    {
        if ($filters->isEmpty() && $scope->isCacheable()) {
            /** @var FacetCounts */
            // Keyed by the running price-lowering promotions too: one starting or ending changes the price range.
            return ServerMemory::remember(CatalogCache::key('listing-facets:'.$scope->key.':'.PromotionalPrices::stamp()), self::CACHE_SECONDS, fn (): FacetCounts => $this->compute($scope, $filters));
        }

        // A filtered selection's counts, or a search's, like a page part: until something a page shows changes.
        return PageFragments::remember(request(), 'listing-facets:'.$scope->key.':'.$filters->key(), fn (): FacetCounts => $this->compute($scope, $filters));
    }

    private function compute(ListingScope $scope, ListingFilters $filters): FacetCounts
    {
        $active = $filters->active();
        $activeAttributes = array_values(array_filter($active, 'is_int'));
        $main = $this->productFigures($scope, $filters);
        $attributes = $this->attributeFigures($scope, $filters, exclude: $activeAttributes);

        $brands = $main['brands'];
        $price = $main['price'];
        $inStock = $main['in_stock'];
        $discount = $main['discount'];
        $topRated = $main['top_rated'];
        $categories = $scope->acrossCategories ? $this->categoryFigures($scope, $filters) : null;
        foreach ($active as $facet) {
            $others = $filters->without($facet);
            if ($others->isEmpty() && $scope->isCacheable()) {
                // With a single filter, its own facet is the unfiltered one, which is cached.
                $unfiltered = $this->count($scope, $others);
                match ($facet) {
                    ListingFilters::CATEGORY => $categories = $unfiltered->categories,
                    ListingFilters::DISCOUNT => $discount = $unfiltered->discount,
                    ListingFilters::BRAND => $brands = $unfiltered->brands,
                    ListingFilters::PRICE => $price = $unfiltered->price,
                    ListingFilters::STOCK => $inStock = $unfiltered->inStock,
                    ListingFilters::RATING => $topRated = $unfiltered->topRated,
                    default => $attributes[(int) $facet] = $unfiltered->attributes[(int) $facet] ?? ['options' => [], 'range' => null],
                };

                continue;
            }
            match ($facet) {
                ListingFilters::CATEGORY => $categories = $scope->acrossCategories ? $this->categoryFigures($scope, $others) : null,
                ListingFilters::DISCOUNT => $discount = $this->productFigures($scope, $others)['discount'],
                ListingFilters::BRAND => $brands = $this->productFigures($scope, $others)['brands'],
                ListingFilters::PRICE => $price = $this->productFigures($scope, $others)['price'],
                ListingFilters::STOCK => $inStock = $this->productFigures($scope, $others)['in_stock'],
                ListingFilters::RATING => $topRated = $this->productFigures($scope, $others)['top_rated'],
                default => $attributes[(int) $facet] = $this->attributeFigures($scope, $others, only: (int) $facet)[(int) $facet]
                    ?? ['options' => [], 'range' => null],
            };
        }

        return new FacetCounts($main['total'], $brands, $price, $inStock, $attributes, $categories, $discount, $topRated);
    }

    /**
     * Products per brand, the price and discount ranges and how many are in stock, in one grouped query.
     *
     * @return array{total: int, brands: array<int, int>, price: array{0: int, 1: int}|null, in_stock: int, discount: array{0: int, 1: int}|null, top_rated: int}
     */
    private function productFigures(ListingScope $scope, ListingFilters $filters): array
    {
        if ($scope->rankedIds !== null) {
            return self::figuresOf($this->matches($scope, $filters));
        }
        // Grouping by the expression `+brand_id` keeps SQLite's planner from walking the whole brand index to skip a
        // sort of a few dozen groups; it filters by the scope's index instead.
        // The price range is of the prices shoppers pay now: a running promotion's where one lowers it.
        [$price, $bindings] = PromotionalPrices::expression('p');
        $rows = $this->products($scope, $filters)
            ->selectRaw("+p.brand_id AS brand_id, COUNT(*) AS products, MIN($price) AS lowest, MAX($price) AS highest, MIN(p.discount_percent) AS least_off, MAX(p.discount_percent) AS most_off, SUM(CASE WHEN p.stock_total > 0 THEN 1 ELSE 0 END) AS in_stock, SUM(CASE WHEN p.rating_average >= ".ListingFilters::TOP_RATED.' THEN 1 ELSE 0 END) AS top_rated', [...$bindings, ...$bindings])
            ->groupByRaw('+p.brand_id')
            ->get();

        $brands = [];
        $inStock = 0;
        $topRated = 0;
        foreach ($rows as $row) {
            $brands[(int) $row->brand_id] = (int) $row->products;
            $inStock += (int) $row->in_stock;
            $topRated += (int) $row->top_rated;
        }

        return [
            'total' => array_sum($brands),
            'brands' => $brands,
            'price' => $rows->isEmpty() ? null : [(int) $rows->min('lowest'), (int) $rows->max('highest')],
            'in_stock' => $inStock,
            'discount' => $rows->isEmpty() ? null : [(int) $rows->min('least_off'), (int) $rows->max('most_off')],
            'top_rated' => $topRated,
        ];
    }

    /**
     * Products per second-level category, in one grouped query (the category facet of listings across categories).
     *
     * @return array<int, int>
     */
    private function categoryFigures(ListingScope $scope, ListingFilters $filters): array
    {
        $counts = [];
        foreach ($this->products($scope, $filters)->selectRaw('p.category_sub_id, COUNT(*) AS products')->groupBy('p.category_sub_id')->get() as $row) {
            if ($row->category_sub_id !== null) {
                $counts[(int) $row->category_sub_id] = (int) $row->products;
            }
        }

        return $counts;
    }

    /**
     * Option counts of select attributes and value ranges of number attributes, in two grouped queries: the values of
     * the cards that are products of their own, and those of the families' cards.
     *
     * @param  list<int>  $exclude
     * @return array<int, AttributeCounts>
     */
    private function attributeFigures(ListingScope $scope, ListingFilters $filters, array $exclude = [], ?int $only = null): array
    {
        // Each card's values from where the spec filter reads them (ListingFilters::OWN_VALUES): a family's listed
        // variant's from family_option_values (its own and its other variants' options, each once: FamilyListing),
        // any other card's from product_attribute_values.
        if ($scope->rankedIds === null) {
            $own = $this->products($scope, $filters)->join('product_attribute_values as v', 'v.product_id', '=', 'p.id')->whereRaw(ListingFilters::OWN_VALUES);
            $queries = [$own];
            if (self::catalogueHasFamilies()) {
                $queries[] = $this->products($scope, $filters)->join('family_option_values as v', 'v.product_id', '=', 'p.id');
            }
        } else {
            // Search results are listed variants: a family's card reads family_option_values, a product of its own not.
            $ids = ['own' => [], 'family' => []];
            foreach ($this->matches($scope, $filters) as $id => $row) {
                $ids[$row->family_id === null ? 'own' : 'family'][] = $id;
            }
            $queries = [];
            if ($ids['own'] !== []) {
                $queries[] = DB::table('product_attribute_values as v')->whereIntegerInRaw('v.product_id', $ids['own']);
            }
            if ($ids['family'] !== []) {
                $queries[] = DB::table('family_option_values as v')->whereIntegerInRaw('v.product_id', $ids['family']);
            }
        }
        $rows = [];
        foreach ($queries as $query) {
            // Grouped by expressions, so that SQLite walks the listing's cards and looks their values up, rather
            // than walking every value in the table's grouping order and looking each one's product up (seconds on
            // the discounts page at 100 000 families).
            $query->selectRaw('+v.attribute_id AS attribute_id, +v.attribute_option_id AS attribute_option_id, COUNT(*) AS products, MIN(v.number_value) AS lowest, MAX(v.number_value) AS highest')
                ->groupByRaw('+v.attribute_id, +v.attribute_option_id');
            if ($only !== null) {
                $query->where('v.attribute_id', $only);
            } elseif ($exclude !== []) {
                $query->whereNotIn('v.attribute_id', $exclude);
            }
            foreach ($query->get() as $row) {
                $key = $row->attribute_id.':'.($row->attribute_option_id ?? '');
                if (isset($rows[$key])) {
                    $rows[$key]->products += (int) $row->products;
                    $rows[$key]->lowest = $rows[$key]->lowest === null ? $row->lowest : ($row->lowest === null ? $rows[$key]->lowest : min((float) $rows[$key]->lowest, (float) $row->lowest));
                    $rows[$key]->highest = $rows[$key]->highest === null ? $row->highest : ($row->highest === null ? $rows[$key]->highest : max((float) $rows[$key]->highest, (float) $row->highest));
                } else {
                    $row->products = (int) $row->products;
                    $rows[$key] = $row;
                }
            }
        }

        $filterable = $this->attributes->filterable();
        $figures = [];
        foreach ($rows as $row) {
            $attributeId = (int) $row->attribute_id;
            if (! isset($filterable[$attributeId])) {
                continue;
            }
            $figures[$attributeId] ??= ['options' => [], 'range' => null];
            if ($row->attribute_option_id !== null) {
                $figures[$attributeId]['options'][(int) $row->attribute_option_id] = (int) $row->products;
            } elseif ($row->lowest !== null && $row->highest !== null) {
                $figures[$attributeId]['range'] = [(float) $row->lowest, (float) $row->highest];
            }
        }

        return $figures;
    }

    /**
     * Whether any family has values to count: a shop without families skips their statement (worked out once per
     * catalogue version; every family write refreshes the catalogue).
     */
    private static function catalogueHasFamilies(): bool
    {
        return ServerMemory::remember(CatalogCache::key('has-families'), self::CACHE_SECONDS, static fn (): string => DB::table('family_option_values')->exists() ? 'yes' : 'no') === 'yes';
    }

    /**
     * The search results that pass the filters, in the engine's order with what is in stock first (the default
     * order of every listing): the ids of the results page.
     *
     * @return list<int>
     */
    public function rankedMatches(ListingScope $scope, ListingFilters $filters): array
    {
        $matches = $this->matches($scope, $filters);
        $inStock = [];
        $outOfStock = [];
        foreach ($scope->rankedIds ?? [] as $id) {
            if (isset($matches[$id])) {
                if ((int) $matches[$id]->stock_total > 0) {
                    $inStock[] = $id;
                } else {
                    $outOfStock[] = $id;
                }
            }
        }

        return [...$inStock, ...$outOfStock];
    }

    /**
     * The figures {@see productFigures()} counts in SQL, counted over rows already read.
     *
     * @param  array<int, object{brand_id: mixed, price: mixed, discount_percent: mixed, stock_total: mixed, family_id: mixed, rating_average: mixed}>  $rows
     * @return array{total: int, brands: array<int, int>, price: array{0: int, 1: int}|null, in_stock: int, discount: array{0: int, 1: int}|null, top_rated: int}
     */
    private static function figuresOf(array $rows): array
    {
        $brands = [];
        $prices = [];
        $discounts = [];
        $inStock = 0;
        $topRated = 0;
        foreach ($rows as $row) {
            $brand = (int) $row->brand_id;
            $topRated += $row->rating_average !== null && (float) $row->rating_average >= ListingFilters::TOP_RATED ? 1 : 0;
            $brands[$brand] = ($brands[$brand] ?? 0) + 1;
            $prices[] = (int) $row->price;
            $discounts[] = (int) $row->discount_percent;
            $inStock += (int) $row->stock_total > 0 ? 1 : 0;
        }
        ksort($brands);

        return [
            'total' => count($rows),
            'brands' => $brands,
            'price' => $prices === [] ? null : [min($prices), max($prices)],
            'in_stock' => $inStock,
            'discount' => $discounts === [] ? null : [min($discounts), max($discounts)],
            'top_rated' => $topRated,
        ];
    }

    /**
     * A ranked scope's products that pass the filters, by id, with what their figures need: read once per selection
     * in a request (the request's attributes hold them, so nothing outlives it).
     *
     * @return array<int, object{brand_id: mixed, price: mixed, discount_percent: mixed, stock_total: mixed, family_id: mixed, rating_average: mixed}>
     */
    private function matches(ListingScope $scope, ListingFilters $filters): array
    {
        $memo = request()->attributes;
        $key = 'listing-matches:'.$scope->key.':'.$filters->key();
        if (! $memo->has($key)) {
            $rows = [];
            [$price, $bindings] = PromotionalPrices::expression('p');
            foreach ($this->products($scope, $filters, byIdIndex: true)->select('p.id', 'p.brand_id', 'p.discount_percent', 'p.stock_total', 'p.family_id', 'p.rating_average')->selectRaw("$price AS price", $bindings)->get() as $row) {
                $rows[(int) $row->id] = $row;
            }
            $memo->set($key, $rows);
        }

        /** @var array<int, object{brand_id: mixed, price: mixed, discount_percent: mixed, stock_total: mixed, family_id: mixed, rating_average: mixed}> */
        return $memo->get($key);
    }

    /**
     * @param  bool  $byIdIndex  the rows are looked up by id for these columns only: on SQLite they are read from the
     *                           index that holds them (its migration says why), not from the products' rows
     */
    private function products(ListingScope $scope, ListingFilters $filters, bool $byIdIndex = false): Builder
    {
        $query = $byIdIndex && DB::connection()->getDriverName() === 'sqlite'
            ? DB::table(DB::raw('"products" as "p" indexed by "'.self::RANKED_FACETS_INDEX.'"'))
            : DB::table('products as p');
        $scope->apply($query);
        $filters->apply($query);

        return $query;
    }
}
