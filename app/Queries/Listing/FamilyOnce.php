<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use Closure;
use Illuminate\Database\Query\Builder;

/**
 * A list chosen by what belongs to a variant (a discount, "new", a promotion, units in a shop) shows a family once, as
 * its variant that qualifies: in stock first, then the cheapest, then the oldest (the order FamilyListing picks the
 * listed variant by). A family whose listed variant is not discounted but whose 256 GB one is shows on the discounts
 * page as that one (docs/variants.md).
 */
final class FamilyOnce
{
    /**
     * The discounted and the new products: FamilyListing writes down each family's variant that stands for it there
     * (`is_listed_discounted`, `is_listed_new`), so a row is asked only its own flag; products of their own pass.
     *
     * @return Closure(Builder, string): mixed
     */
    public static function flagged(string $flag): Closure
    {
        return static fn (Builder $query, string $table) => $query->where(static fn (Builder $one) => $one->whereNull("$table.family_id")->orWhere("$table.$flag", true));
    }

    /**
     * Keeps of each family only its best variant that passes `$qualifies`, asked of its siblings (for lists nothing
     * writes down ahead: a promotion's products, a shop's shelves, the popular products); products of their own pass
     * untouched.
     *
     * @param  Closure(Builder, string): mixed  $qualifies  the list's conditions over the table alias it is given
     * @param  string  $table  the outer query's products table or alias
     */
    public static function bestQualifying(Builder $query, Closure $qualifies, string $table): void
    {
        $stock = static fn (string $t): string => "CASE WHEN $t.stock_total > 0 THEN 1 ELSE 0 END";

        $query->where(static fn (Builder $one) => $one->whereNull("$table.family_id")->orWhereNotExists(static function (Builder $better) use ($qualifies, $table, $stock): void {
            $better->selectRaw('1')->from('products as better')
                ->whereColumn('better.family_id', "$table.family_id")
                ->whereColumn('better.id', '!=', "$table.id")
                ->where('better.is_active', true);
            $qualifies($better, 'better');
            $better->where(static fn (Builder $order) => $order
                ->whereRaw($stock('better').' > '.$stock($table))
                ->orWhere(static fn (Builder $same) => $same->whereRaw($stock('better').' = '.$stock($table))
                    ->where(static fn (Builder $price) => $price->whereColumn('better.price', '<', "$table.price")
                        ->orWhere(static fn (Builder $tie) => $tie->whereColumn('better.price', "$table.price")->whereColumn('better.id', '<', "$table.id")))));
        }));
    }
}
