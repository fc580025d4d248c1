<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Query\Builder;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * Two changes that let a listing ask one question per card instead of two or five (docs/variants.md, "Speed"):
 *
 * - `family_option_values` holds, under a family's listed variant, its own spec values too (it held only the option
 *   values its other active variants add), so a spec filter asks a family's card that table alone and a product of
 *   its own `product_attribute_values` alone (ListingFilters). Filled here for every family with an active listed
 *   variant, as FamilyListing writes them from now on.
 * - `products.is_listed_discounted` / `is_listed_new`: the variant that stands for its family among the discounted and
 *   among the new products (FamilyListing: the first active one that qualifies, in the listed variant's order), so
 *   those lists stop asking every variant's siblings (FamilyOnce's NOT EXISTS, which took seconds at 100 000
 *   families). Filled here by the same rule in SQL.
 *
 * The listing indexes get what the new questions read, last, so each count stays answered from its index alone:
 * `family_id` where it was missing (the spec filter's CASE reads it), the flags in the discount and new indexes and in
 * the subcategory one the discounts' category counts are read from.
 */
return new class extends Migration
{
    /** @var array<string, list<string>> index => columns added at its end */
    private const ADDED = [
        'products_category_id_facets_index' => ['family_id'],
        'products_category_root_id_facets_index' => ['family_id'],
        'products_brand_facets_index' => ['family_id'],
        'products_ranked_facets_index' => ['family_id'],
        'products_discount_facets_index' => ['is_listed_discounted'],
        'products_new_facets_index' => ['is_listed_new'],
        'products_category_sub_id_facets_index' => ['is_listed_discounted'],
    ];

    public function up(): void
    {
        Schema::table('products', function (Blueprint $table): void {
            $table->boolean('is_listed_discounted')->default(false);
            $table->boolean('is_listed_new')->default(false);
        });

        DB::table('family_option_values')->insertUsing(
            ['family_id', 'product_id', 'attribute_id', 'attribute_option_id', 'number_value'],
            DB::table('products as p')->join('product_attribute_values as v', 'v.product_id', '=', 'p.id')
                ->whereNotNull('p.family_id')->where('p.is_listed', true)->where('p.is_active', true)
                ->whereNotExists(static fn (Builder $kept) => $kept->selectRaw('1')->from('family_option_values as f')
                    ->whereColumn('f.product_id', 'p.id')->whereColumn('f.attribute_id', 'v.attribute_id')
                    ->where(static fn (Builder $same) => $same->whereColumn('f.attribute_option_id', 'v.attribute_option_id')
                        ->orWhere(static fn (Builder $number) => $number->whereNull('f.attribute_option_id')->whereNull('v.attribute_option_id')->whereColumn('f.number_value', 'v.number_value'))))
                ->select('p.family_id', 'p.id', 'v.attribute_id', 'v.attribute_option_id', 'v.number_value'),
        );

        foreach (['is_listed_discounted' => 'p.discount_percent > 0', 'is_listed_new' => 'p.is_new = ?'] as $flag => $qualifies) {
            $bindings = $flag === 'is_listed_new' ? [true] : [];
            $stock = static fn (string $t): string => "CASE WHEN $t.stock_total > 0 THEN 1 ELSE 0 END";
            // The first active qualifying variant of its family: in stock first, then the cheapest, then the oldest.
            $best = DB::table('products as p')->select('p.id')->whereNotNull('p.family_id')->where('p.is_active', true)->whereRaw($qualifies, $bindings)
                ->whereNotExists(static function (Builder $better) use ($qualifies, $bindings, $stock): void {
                    $better->selectRaw('1')->from('products as b')->whereColumn('b.family_id', 'p.family_id')->whereColumn('b.id', '!=', 'p.id')
                        ->where('b.is_active', true)->whereRaw(str_replace('p.', 'b.', $qualifies), $bindings)
                        ->where(static fn (Builder $order) => $order->whereRaw($stock('b').' > '.$stock('p'))
                            ->orWhere(static fn (Builder $same) => $same->whereRaw($stock('b').' = '.$stock('p'))
                                ->where(static fn (Builder $price) => $price->whereColumn('b.price', '<', 'p.price')
                                    ->orWhere(static fn (Builder $tie) => $tie->whereColumn('b.price', 'p.price')->whereColumn('b.id', '<', 'p.id')))));
                })
                ->pluck('id')->all();
            foreach (array_chunk($best, 500) as $chunk) {
                DB::table('products')->whereIn('id', $chunk)->update([$flag => true]);
            }
        }

        $this->rebuild(static fn (string $name, array $columns): array => [...$columns, ...self::ADDED[$name]]);
    }

    public function down(): void
    {
        $this->rebuild(static fn (string $name, array $columns): array => array_values(array_diff($columns, self::ADDED[$name])));
        Schema::table('products', function (Blueprint $table): void {
            $table->dropColumn(['is_listed_discounted', 'is_listed_new']);
        });
        // The listed variant's own values go again; the option values its other variants add stay.
        DB::table('family_option_values')->whereExists(static fn (Builder $own) => $own->selectRaw('1')->from('product_attribute_values as v')
            ->whereColumn('v.product_id', 'family_option_values.product_id')->whereColumn('v.attribute_id', 'family_option_values.attribute_id')
            ->where(static fn (Builder $same) => $same->whereColumn('v.attribute_option_id', 'family_option_values.attribute_option_id')
                ->orWhere(static fn (Builder $number) => $number->whereNull('v.attribute_option_id')->whereNull('family_option_values.attribute_option_id')
                    ->whereColumn('v.number_value', 'family_option_values.number_value'))))
            ->delete();
    }

    /**
     * @param  Closure(string, list<string>): list<string>  $columns
     */
    private function rebuild(Closure $columns): void
    {
        $indexes = array_values(array_filter(Schema::getIndexes('products'), static fn (array $index): bool => isset(self::ADDED[$index['name']])));
        Schema::table('products', function (Blueprint $table) use ($indexes): void {
            foreach ($indexes as $index) {
                $table->dropIndex($index['name']);
            }
        });
        Schema::table('products', function (Blueprint $table) use ($indexes, $columns): void {
            foreach ($indexes as $index) {
                $table->index($columns($index['name'], $index['columns']), $index['name']);
            }
        });
        if (DB::connection()->getDriverName() === 'sqlite') {
            DB::statement('ANALYZE products');
            DB::statement('ANALYZE family_option_values');
        }
    }
};
