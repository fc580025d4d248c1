<?php

declare(strict_types=1);

namespace App\Search;

use App\Models\Product;

/**
 * Product ids for a shopper's query, best first (the ranking is the configured Scout engine's).
 */
final class ProductSearch
{
    /**
     * @param  bool  $typing  the shopper is still typing the query (the search box's suggestions): a one-letter last
     *                        word is then a prefix ("samsung g"), as it is not in submitted searches
     * @return list<int>
     */
    public function ids(string $query, int $limit = 1000, bool $typing = false): array
    {
        if (trim($query) === '' || $limit < 1) {
            return [];
        }

        return array_values(array_map(intval(...), Product::search($query)->options(['typing' => $typing])->take($limit)->keys()->all()));
    }

    /**
     * The corrected query the results of {@see ids()} came from when the shopper's own words matched nothing
     * (a typo, the other keyboard layout), to tell the shopper; null otherwise or when the engine does not say.
     */
    public function correction(string $query): ?string
    {
        $model = new Product;
        $engine = $model->searchableUsing();

        return trim($query) !== '' && $engine instanceof DatabaseFtsEngine ? $engine->correctedQuery($model, $query) : null;
    }
}
