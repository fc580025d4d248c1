<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Infrastructure\Locale\Locales;
use App\Models\Product;
use App\Queries\Promotions\PromotionalPrices;
use Illuminate\Database\Query\JoinClause;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * What a card says about the family it stands for (docs/variants.md): how many variants it is sold in, their price
 * range (the prices shoppers pay now) and the colours they come in, the values with a swatch of its options. One query
 * for a list, whatever its length (and one for the running promotions' prices, when any runs); none for a list
 * without a family.
 *
 * @phpstan-type FamilySummary array{count: int, lowest: int, highest: int, swatches: list<array{label: string, color: string}>}
 */
final class FamilySummaries
{
    /** Colours shown on a card, at most. */
    public const SWATCHES = 6;

    /**
     * @param  iterable<Product>  $products
     * @return array<int, FamilySummary> by product id, for the products of a family with more than one active variant
     */
    public static function of(iterable $products): array
    {
        $families = [];
        foreach ($products as $product) {
            if (array_key_exists('family_id', $product->getAttributes()) && $product->family_id !== null) {
                $families[$product->id] = $product->family_id;
            }
        }
        if ($families === []) {
            return [];
        }

        $rows = self::variants(array_values(array_unique($families)));
        /** @var list<int> $variantIds */
        $variantIds = array_values(array_unique($rows->map(static fn (object $row): int => (int) $row->id)->all()));
        $promoted = PromotionalPrices::of($variantIds);

        /** @var array<int, FamilySummary> $ofFamily */
        $ofFamily = [];
        $counted = [];
        $seen = [];
        foreach ($rows as $row) {
            $familyId = (int) $row->family_id;
            $summary = $ofFamily[$familyId] ?? ['count' => 0, 'lowest' => PHP_INT_MAX, 'highest' => 0, 'swatches' => []];
            if (! isset($counted[(int) $row->id])) {
                $counted[(int) $row->id] = true;
                $price = $promoted[(int) $row->id] ?? (int) $row->price;
                $summary['count']++;
                $summary['lowest'] = min($summary['lowest'], $price);
                $summary['highest'] = max($summary['highest'], $price);
            }
            $colour = $familyId.':'.$row->option_id;
            if ($row->swatch !== null && ! isset($seen[$colour]) && count($summary['swatches']) < self::SWATCHES) {
                $seen[$colour] = true;
                $decoded = json_decode((string) $row->value, true);
                /** @var array<string, string> $label */
                $label = is_array($decoded) ? $decoded : [];
                $summary['swatches'][] = ['label' => Locales::pick($label), 'color' => (string) $row->swatch];
            }
            $ofFamily[$familyId] = $summary;
        }

        $summaries = [];
        foreach ($families as $productId => $familyId) {
            if (($ofFamily[$familyId]['count'] ?? 0) > 1) {
                $summaries[$productId] = $ofFamily[$familyId];
            }
        }

        return $summaries;
    }

    /**
     * Every active variant of these families, with its value of each colour option of its family: the family's
     * options (product_family_options) of the attributes that have swatches, so no other spec is read. A variant
     * without one comes once, with no colour; its colours come in the attribute's order. One query; a colour is
     * told once a family by its id in PHP, as PostgreSQL cannot compare the JSON labels.
     *
     * @param  list<int>  $familyIds
     * @return Collection<int, \stdClass> id, family_id, price, option_id, value (the colour's labels) and swatch
     */
    private static function variants(array $familyIds): Collection
    {
        $colours = DB::table('attribute_options')->select('attribute_id')->whereNotNull('swatch');

        return DB::table('products as p')
            ->leftJoin('product_family_options as fo', static fn (JoinClause $join) => $join->on('fo.family_id', '=', 'p.family_id')
                ->whereIn('fo.attribute_id', $colours))
            ->leftJoin('product_attribute_values as v', static fn (JoinClause $join) => $join->on('v.product_id', '=', 'p.id')
                ->on('v.attribute_id', '=', 'fo.attribute_id'))
            ->leftJoin('attribute_options as o', static fn (JoinClause $join) => $join->on('o.id', '=', 'v.attribute_option_id')
                ->whereNotNull('o.swatch'))
            ->whereIn('p.family_id', $familyIds)->where('p.is_active', true)
            ->orderBy('o.sort')->orderBy('o.id')
            ->get(['p.id', 'p.family_id', 'p.price', 'o.id as option_id', 'o.value', 'o.swatch']);
    }
}
