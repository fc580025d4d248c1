<?php

declare(strict_types=1);

namespace App\Http\Controllers\Search;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Listing\ListingPage;
use App\Http\Requests\Listing\ListingRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\PageCache\PageFragments;
use App\Queries\Listing\ListingScope;
use App\Queries\Products\ProductCards;
use App\Search\ProductSearch;
use App\Support\Text;
use Inertia\Response;

/**
 * `/cautare?q=…`: the search engine's matches (the best {@see self::MAX_RESULTS}) as a listing with the same facets
 * and sorts as a category, ranked by relevance unless the shopper picks another order. Results found only after
 * correcting the query say which query they are for; a search that finds nothing offers the popular products.
 */
final class SearchController extends Controller
{
    public const MAX_RESULTS = 1000;

    public const MAX_QUERY_LENGTH = 100;

    /** Popular products shown when a search finds nothing. */
    public const POPULAR_WHEN_NOTHING = 8;

    public function __invoke(ListingRequest $request, ListingPage $listing, ProductSearch $search, ProductCards $cards): Response
    {
        $raw = $request->query('q');
        $query = is_string($raw) ? trim(mb_substr(preg_replace('/\s+/u', ' ', $raw) ?? '', 0, self::MAX_QUERY_LENGTH)) : '';
        // What the engine found for these words, with the corrected query it found it for: a page part kept under the
        // page version, so a repeated search (the same words from many shoppers, a second page) asks the engine once.
        ['ids' => $ids, 'corrected' => $corrected] = $query === '' ? ['ids' => [], 'corrected' => null]
            : PageFragments::remember($request, 'search:'.$query, static function () use ($search, $query): array {
                $ids = $search->ids($query, self::MAX_RESULTS);

                return ['ids' => $ids, 'corrected' => $ids === [] ? null : $search->correction($query)];
            });
        $title = $query === '' ? Text::get('search_results.title_empty') : Text::get('search_results.title', ['query' => $query]);

        return $listing->render($request, ListingScope::ranked($ids), 'search/results', $title, [
            'search' => [
                'query' => $query,
                'corrected' => $corrected,
            ],
            'popular' => $ids === [] ? ProductCards::cards($cards->popular(self::POPULAR_WHEN_NOTHING)) : [],
            'breadcrumbs' => [['name' => Text::get('search_results.breadcrumb'), 'url' => LocalizedRoutes::url('search.results')]],
        ], search: true, extraQuery: $query === '' ? [] : ['q' => $query]);
    }
}
