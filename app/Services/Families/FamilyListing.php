<?php

declare(strict_types=1);

namespace App\Services\Families;

use App\Infrastructure\Database\WriteTransaction;
use Illuminate\Support\Facades\DB;

/**
 * Keeps listings at one card per family (docs/variants.md). Of a family's active variants, the one in stock first,
 * then the cheapest, then the oldest is its listed variant (`products.is_listed`; listings also ask for `is_active`,
 * so a family with no active variant shows nowhere); the option values its other active variants have and it has not
 * go to `family_option_values`, so that a filter on any variant's option finds the family and a facet counts it once.
 * A product without a family always stands for itself (`is_listed` true).
 *
 * Run after anything that changes a variant's activity, price, stock or options has committed (RefreshCatalogue,
 * the stock ledger when a variant runs out or comes back, the family form, the CSV import).
 */
final class FamilyListing
{
    /**
     * @param  list<int>  $productIds
     */
    public static function refreshProducts(array $productIds): void
    {
        if ($productIds === []) {
            return;
        }
        $families = [];
        foreach (array_chunk($productIds, 500) as $chunk) {
            foreach (DB::table('products')->whereIn('id', $chunk)->whereNotNull('family_id')->distinct()->pluck('family_id') as $id) {
                $families[] = (int) $id;
            }
        }
        self::refresh(array_values(array_unique($families)));
    }

    /**
     * @param  list<int>  $familyIds
     */
    public static function refresh(array $familyIds): void
    {
        foreach ($familyIds as $familyId) {
            WriteTransaction::run(static fn () => self::refreshOne($familyId));
        }
    }

    private static function refreshOne(int $familyId): void
    {
        // One refresh of a family at a time (two at once would each delete, then both insert its option values).
        if (DB::table('product_families')->where('id', $familyId)->lockForUpdate()->value('id') === null) {
            return;
        }
        $variants = DB::table('products')->where('family_id', $familyId)
            ->orderByDesc('is_active')->orderByRaw('CASE WHEN stock_total > 0 THEN 0 ELSE 1 END')->orderBy('price')->orderBy('id')
            ->get(['id', 'is_active', 'is_listed']);
        // Ordered active first: with none active, the first stays listed and `is_active` hides the family.
        $listedId = $variants->isEmpty() ? null : (int) $variants->first()->id;

        foreach ($variants as $variant) {
            $should = (int) $variant->id === $listedId;
            if ((bool) $variant->is_listed !== $should) {
                DB::table('products')->where('id', $variant->id)->update(['is_listed' => $should]);
            }
        }

        DB::table('family_option_values')->where('family_id', $familyId)->delete();
        if ($listedId === null || ! (bool) $variants->first()->is_active) {
            return;
        }
        $options = DB::table('product_family_options')->where('family_id', $familyId)->pluck('attribute_id')->map(static fn (mixed $id): int => (int) $id)->all();
        if ($options === []) {
            return;
        }
        $activeIds = $variants->filter(static fn (object $v): bool => (bool) $v->is_active)->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all();
        $values = DB::table('product_attribute_values')->whereIn('product_id', $activeIds)->whereIn('attribute_id', $options)
            ->get(['product_id', 'attribute_id', 'attribute_option_id', 'number_value']);

        $own = [];
        foreach ($values as $value) {
            if ((int) $value->product_id === $listedId) {
                $own[self::key($value)] = true;
            }
        }
        $rows = [];
        foreach ($values as $value) {
            $key = self::key($value);
            if (! isset($own[$key])) {
                $own[$key] = true;
                $rows[] = [
                    'family_id' => $familyId,
                    'product_id' => $listedId,
                    'attribute_id' => (int) $value->attribute_id,
                    'attribute_option_id' => $value->attribute_option_id === null ? null : (int) $value->attribute_option_id,
                    'number_value' => $value->number_value,
                ];
            }
        }
        if ($rows !== []) {
            DB::table('family_option_values')->insert($rows);
        }
    }

    private static function key(\stdClass $value): string
    {
        return $value->attribute_id.':'.($value->attribute_option_id ?? 'n'.(float) $value->number_value);
    }
}
