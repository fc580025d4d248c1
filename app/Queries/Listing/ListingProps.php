<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use App\Enums\ListingSort;
use App\Http\Requests\Listing\ListingRequest;
use App\Queries\Products\ProductCards;

/**
 * The `listing` prop of every product listing page: the page of cards, the facets and chips, the sort options and
 * the URL state (`query`: the understood filters, which the client edits to build the next URL).
 *
 * @phpstan-import-type Card from ProductCards
 * @phpstan-import-type Facet from FacetPanel
 * @phpstan-import-type Chip from FacetPanel
 */
final class ListingProps
{
    /**
     * @param  list<Card>  $cards  the page's product cards (ProductListing::cards)
     * @param  array<string, string>  $query  canonical filters (and `q` on search)
     * @param  list<ListingSort>  $sorts
     * @param  ListingSort  $defaultSort  the order the URL leaves out
     */
    public function __construct(
        private readonly ListingResult $result,
        private readonly array $cards,
        private readonly FacetPanel $facets,
        private readonly string $path,
        private readonly array $query,
        private readonly ListingSort $sort,
        private readonly array $sorts,
        private readonly ListingSort $defaultSort,
    ) {
    }

    /**
     * @return array{products: array{data: list<Card>, meta: array{current_page: int, last_page: int, per_page: int, total: int}, links: array{prev: string|null, next: string|null}}, facets: list<Facet>, chips: list<Chip>, sort: string, default_sort: string, sorts: list<array{value: string, label: string}>, path: string, query: array<string, string>}
     */
    public function toArray(): array
    {
        $products = $this->result->productIds;
        $page = $products->currentPage();
        // Numbered up to the cap; `total` stays the true count, so the page can say there are more than it numbers.
        $lastPage = min($products->lastPage(), ListingRequest::maxPages());

        return [
            'products' => [
                'data' => $this->cards,
                'meta' => [
                    'current_page' => $page,
                    'last_page' => $lastPage,
                    'per_page' => $products->perPage(),
                    'total' => $products->total(),
                ],
                'links' => [
                    'prev' => $page > 1 ? $this->url($page - 1) : null,
                    'next' => $page < $lastPage ? $this->url($page + 1) : null,
                ],
            ],
            ...$this->facets->toArray(),
            'sort' => $this->sort->value,
            'default_sort' => $this->defaultSort->value,
            'sorts' => array_map(static fn (ListingSort $sort): array => ['value' => $sort->value, 'label' => $sort->label()], $this->sorts),
            'path' => $this->path,
            'query' => $this->query,
        ];
    }

    /** The listing's URL at a page, with the current filters and sort. */
    public function url(int $page, bool $withSort = true): string
    {
        return self::pageUrl($this->path, $this->query, $withSort ? $this->sort : $this->defaultSort, $this->defaultSort, $page);
    }

    /**
     * A listing's URL at a page: its path, its canonical filters, the sort when it is not the default, the page past
     * the first.
     *
     * @param  array<string, string>  $query
     */
    public static function pageUrl(string $path, array $query, ListingSort $sort, ListingSort $defaultSort, int $page): string
    {
        if ($sort !== $defaultSort) {
            $query['sort'] = $sort->value;
        }
        if ($page > 1) {
            $query['page'] = (string) $page;
        }

        // Commas stay readable in option lists (`brand=lg,samsung`), as the client writes them.
        return $path.($query === [] ? '' : '?'.str_replace('%2C', ',', http_build_query($query, '', '&', PHP_QUERY_RFC3986)));
    }
}
