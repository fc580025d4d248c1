<?php

declare(strict_types=1);

namespace App\Services\Families;

use App\Infrastructure\Database\WriteTransaction;
use Closure;
use Illuminate\Support\Facades\DB;
use stdClass;

/**
 * Keeps listings at one card per family (docs/variants.md). Of a family's active variants, the one in stock first,
 * then the cheapest, then the oldest is its listed variant (`products.is_listed`; listings also ask for `is_active`,
 * so a family with no active variant shows nowhere). Its spec values go to `family_option_values` under its id: all
 * of its own, and each option value its other active variants add once, so that a spec filter asks a family's card
 * one table (ListingFilters), finds the family by any variant's option, and a facet counts the family once.
 * A product without a family always stands for itself (`is_listed` true).
 *
 * Lists chosen by what belongs to a variant show a family as its variant that qualifies, in the same order: the
 * discounted products by `is_listed_discounted`, the new ones by `is_listed_new` (true for one variant of a family at
 * most; a product without a family is asked only its discount or its flag: ListingScope, ProductCards).
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
            ->get(['id', 'is_active', 'is_listed', 'discount_percent', 'is_new', 'is_listed_discounted', 'is_listed_new']);
        // Ordered active first: with none active, the first stays listed and `is_active` hides the family.
        $listedId = $variants->isEmpty() ? null : (int) $variants->first()->id;
        // In the same order, the variant that stands for the family among the discounted and among the new products.
        $best = static function (Closure $qualifies) use ($variants): ?int {
            $found = $variants->first(static fn (object $v): bool => (bool) $v->is_active && $qualifies($v));

            return $found === null ? null : (int) $found->id;
        };
        $discountedId = $best(static fn (stdClass $v): bool => (int) $v->discount_percent > 0);
        $newId = $best(static fn (stdClass $v): bool => (bool) $v->is_new);

        foreach ($variants as $variant) {
            $id = (int) $variant->id;
            $should = ['is_listed' => $id === $listedId, 'is_listed_discounted' => $id === $discountedId, 'is_listed_new' => $id === $newId];
            $is = ['is_listed' => (bool) $variant->is_listed, 'is_listed_discounted' => (bool) $variant->is_listed_discounted, 'is_listed_new' => (bool) $variant->is_listed_new];
            if ($is !== $should) {
                DB::table('products')->where('id', $id)->update($should);
            }
        }

        DB::table('family_option_values')->where('family_id', $familyId)->delete();
        if ($listedId === null || ! (bool) $variants->first()->is_active) {
            return;
        }
        // The listed variant's own values, all of them: a filter on any spec asks a family's card only this table.
        $rows = [];
        $kept = [];
        foreach (DB::table('product_attribute_values')->where('product_id', $listedId)->get(['attribute_id', 'attribute_option_id', 'number_value']) as $value) {
            $kept[self::key($value)] = true;
            $rows[] = self::row($familyId, $listedId, $value);
        }
        // Then the option values its other active variants add, each once.
        $options = DB::table('product_family_options')->where('family_id', $familyId)->pluck('attribute_id')->map(static fn (mixed $id): int => (int) $id)->all();
        $others = $variants->filter(static fn (object $v): bool => (bool) $v->is_active && (int) $v->id !== $listedId)->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all();
        if ($options !== [] && $others !== []) {
            foreach (DB::table('product_attribute_values')->whereIn('product_id', $others)->whereIn('attribute_id', $options)->get(['attribute_id', 'attribute_option_id', 'number_value']) as $value) {
                $key = self::key($value);
                if (! isset($kept[$key])) {
                    $kept[$key] = true;
                    $rows[] = self::row($familyId, $listedId, $value);
                }
            }
        }
        foreach (array_chunk($rows, 200) as $chunk) {
            DB::table('family_option_values')->insert($chunk);
        }
    }

    /**
     * @return array{family_id: int, product_id: int, attribute_id: int, attribute_option_id: int|null, number_value: mixed}
     */
    private static function row(int $familyId, int $listedId, stdClass $value): array
    {
        return [
            'family_id' => $familyId,
            'product_id' => $listedId,
            'attribute_id' => (int) $value->attribute_id,
            'attribute_option_id' => $value->attribute_option_id === null ? null : (int) $value->attribute_option_id,
            'number_value' => $value->number_value,
        ];
    }

    private static function key(stdClass $value): string
    {
        return $value->attribute_id.':'.($value->attribute_option_id ?? 'n'.(float) $value->number_value);
    }
}
