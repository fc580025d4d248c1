<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use Illuminate\Support\Facades\DB;

/**
 * Search ranks variants (any variant's SKU, storage or colour finds it); a listing shows families. In the results page
 * each ranked variant is replaced by its family's listed variant, at the place of the family's best-ranked variant (the
 * search box suggests each family once, as its best-ranked variant itself: SearchSuggestions).
 */
final class FamilyRanking
{
    /**
     * @param  list<int>  $ids  ranked, best first
     * @return list<int>
     */
    public static function listed(array $ids): array
    {
        $families = self::families($ids);
        if ($families === []) {
            return $ids;
        }
        $listed = [];
        foreach (DB::table('products')->whereIn('family_id', array_values(array_unique($families)))->where('is_listed', true)->get(['id', 'family_id']) as $row) {
            $listed[(int) $row->family_id] = (int) $row->id;
        }

        $result = [];
        foreach ($ids as $id) {
            $family = $families[$id] ?? null;
            $shown = $family === null ? $id : ($listed[$family] ?? null);
            if ($shown !== null) {
                $result[$shown] = true;
            }
        }

        return array_keys($result);
    }

    /**
     * @param  list<int>  $ids
     * @return array<int, int> family id by product id, for the products of a family
     */
    private static function families(array $ids): array
    {
        $families = [];
        foreach (array_chunk($ids, 900) as $chunk) {
            foreach (DB::table('products')->whereIn('id', $chunk)->whereNotNull('family_id')->get(['id', 'family_id']) as $row) {
                $families[(int) $row->id] = (int) $row->family_id;
            }
        }

        return $families;
    }
}
