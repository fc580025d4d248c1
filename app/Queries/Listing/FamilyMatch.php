<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use Illuminate\Support\Facades\DB;

/**
 * A listing filtered on a spec shows each family as the variant that has the chosen values (a filter on 256 GB shows
 * the 256 GB variant's price, picture and link), not as its listed variant when that one lacks them
 * (docs/variants.md). Two queries for a page, whatever its size.
 */
final class FamilyMatch
{
    /**
     * @param  list<int>  $ids  a page's listed products
     * @return list<int> the same page with each family's listed variant replaced by its best variant that passes the
     *                   spec filters (in stock first, then the cheapest), where the listed one does not
     */
    public static function variants(array $ids, ListingFilters $filters): array
    {
        if ($ids === [] || ($filters->options === [] && $filters->ranges === [])) {
            return $ids;
        }
        $families = [];
        foreach (DB::table('products')->whereIn('id', $ids)->whereNotNull('family_id')->get(['id', 'family_id']) as $row) {
            $families[(int) $row->id] = (int) $row->family_id;
        }
        if ($families === []) {
            return $ids;
        }

        $attributes = array_values(array_unique([...array_keys($filters->options), ...array_keys($filters->ranges)]));
        $variants = DB::table('products as p')
            ->leftJoin('product_attribute_values as v', static fn ($join) => $join->on('v.product_id', '=', 'p.id')->whereIn('v.attribute_id', $attributes))
            ->whereIn('p.family_id', array_values(array_unique($families)))->where('p.is_active', true)
            ->orderByRaw('CASE WHEN p.stock_total > 0 THEN 0 ELSE 1 END')->orderBy('p.price')->orderBy('p.id')
            ->get(['p.id', 'p.family_id', 'v.attribute_id', 'v.attribute_option_id', 'v.number_value']);

        /** @var array<int, array<int, array<int, \stdClass>>> $values family => variant => attribute => value */
        $values = [];
        foreach ($variants as $row) {
            $values[(int) $row->family_id][(int) $row->id] ??= [];
            if ($row->attribute_id !== null) {
                $values[(int) $row->family_id][(int) $row->id][(int) $row->attribute_id] = $row;
            }
        }

        $page = [];
        foreach ($ids as $id) {
            $family = $families[$id] ?? null;
            $ofFamily = $family === null ? [] : ($values[$family] ?? []);
            if ($family === null || self::passes($ofFamily[$id] ?? [], $filters)) {
                $page[] = $id;

                continue;
            }
            $match = $id;
            foreach ($ofFamily as $variantId => $specs) {
                if (self::passes($specs, $filters)) {
                    $match = $variantId;
                    break;
                }
            }
            $page[] = $match;
        }

        return $page;
    }

    /**
     * @param  array<int, \stdClass>  $specs  attribute id => value row
     */
    private static function passes(array $specs, ListingFilters $filters): bool
    {
        foreach ($filters->options as $attributeId => $optionIds) {
            $value = $specs[$attributeId] ?? null;
            if ($value === null || ! in_array((int) $value->attribute_option_id, $optionIds, true)) {
                return false;
            }
        }
        foreach ($filters->ranges as $attributeId => [$min, $max]) {
            $number = isset($specs[$attributeId]) && $specs[$attributeId]->number_value !== null ? (float) $specs[$attributeId]->number_value : null;
            if ($number === null || ($min !== null && $number < $min) || ($max !== null && $number > $max)) {
                return false;
            }
        }

        return true;
    }
}
