<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api\Search;

use App\Http\Controllers\Controller;
use App\Http\Middleware\SetLocaleFromUrl;
use App\Http\Requests\Api\SearchSuggestRequest;
use App\Search\SearchSuggestions;
use Illuminate\Http\JsonResponse;

/**
 * `GET /api/search/suggest?q=…&lang=ro|ru`: products, categories and brands for the header search box.
 */
final class SearchSuggestionsController extends Controller
{
    public function __invoke(SearchSuggestRequest $request, SearchSuggestions $suggestions): JsonResponse
    {
        $locale = $request->language();
        SetLocaleFromUrl::apply($locale);

        return response()->json($suggestions->for($request->searchQuery(), $locale));
    }
}
