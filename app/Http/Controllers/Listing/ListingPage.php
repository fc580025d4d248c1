<?php

declare(strict_types=1);

namespace App\Http\Controllers\Listing;

use App\Enums\ListingSort;
use App\Http\Requests\Listing\ListingRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Seo\BreadcrumbList;
use App\Infrastructure\Seo\Robots;
use App\Queries\Listing\FacetPanel;
use App\Queries\Listing\ListingProps;
use App\Queries\Listing\ListingScope;
use App\Queries\Listing\ProductListing;
use App\Queries\Products\AttributeCatalogue;
use Illuminate\Http\Exceptions\HttpResponseException;
use Inertia\Response;

/**
 * Renders any product listing (category, discounts, new, brand, promotion, search results) from its scope and the
 * request's filters, sort and page. A page past the end leads to the last page (the first of an empty listing).
 * Listings narrowed by more than one filter value are not for search engines (App\Infrastructure\Seo\Robots).
 */
final class ListingPage
{
    public function __construct(
        private readonly ProductListing $listings,
        private readonly AttributeCatalogue $attributes,
    ) {
    }

    /**
     * @param  array<string, mixed>  $props
     * @param  array<string, string>  $extraQuery  URL state beyond the filters (the search query)
     * @param  ListingSort|null  $defaultSort  the order without a `sort` parameter (popular, or relevance on search)
     */
    public function render(
        ListingRequest $request,
        ListingScope $scope,
        string $component,
        string $title,
        array $props = [],
        bool $search = false,
        bool $brandFacet = true,
        array $extraQuery = [],
        ?ListingSort $defaultSort = null,
    ): Response {
        $filters = $request->filters();
        $defaultSort ??= ListingSort::defaultFor($search);
        $sort = $request->sort($search, $defaultSort);
        $page = $request->page();
        $path = '/'.ltrim($request->path(), '/');
        $path = $path === '//' ? '/' : $path;
        $query = [...$extraQuery, ...$request->canonicalQuery()];
        // Past the deepest numbered page: to that page, with no query at all (it says why the numbering ends there).
        if ($page > ListingRequest::maxPages()) {
            $this->redirectTo(ListingProps::pageUrl($path, $query, $sort, $defaultSort, ListingRequest::maxPages()));
        }
        $result = $this->listings->run($scope, $filters, $sort, $page);
        // Past the end (a shared link to a page the listing no longer has): its last page, not an empty one.
        if ($page > 1 && $page > $result->productIds->lastPage()) {
            $this->redirectTo(ListingProps::pageUrl($path, $query, $sort, $defaultSort, $result->productIds->lastPage()));
        }
        // One filter value (a brand's TVs) is a page worth finding; combinations of several are endless near-copies.
        // The request the middleware sees, not the form request's copy of it.
        if ($filters->selectionCount() > 1) {
            Robots::noindex(request());
        }

        $listing = new ListingProps(
            $result,
            $this->listings->cards($request, array_values($result->productIds->items()), $filters),
            new FacetPanel($result->facets, $filters, $this->attributes, $brandFacet),
            $path,
            $query,
            $sort,
            ListingSort::forListing($search),
            $defaultSort,
        );

        $head = ['canonical' => url($listing->url($page, withSort: false))];
        // The trail search engines show instead of the address (a category's parents, a brand under the brands).
        if (is_array($props['breadcrumbs'] ?? null) && $props['breadcrumbs'] !== []) {
            /** @var list<array{name: string, url: string}> $breadcrumbs */
            $breadcrumbs = $props['breadcrumbs'];
            $head['json_ld'] = [BreadcrumbList::of($breadcrumbs)];
        }

        return Page::render($component, $title, [...$props, 'listing' => $listing->toArray()], head: $head);
    }

    /** Leaves the page for another page of the same listing (a temporary redirect: the listing grows and shrinks). */
    private function redirectTo(string $url): never
    {
        throw new HttpResponseException(redirect($url));
    }
}
