<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * The discounts and the new products show a family once as its best variant in the list (FamilyOnce), which reads the
 * product's family: the two listings' facet indexes, and the subcategory one the discounts' category counts are read
 * from, get `family_id` last, so their counts stay answered from the index alone (the order they give, brand groups
 * then price, stays as it was).
 */
return new class extends Migration
{
    private const INDEXES = ['products_discount_facets_index', 'products_new_facets_index', 'products_category_sub_id_facets_index'];

    public function up(): void
    {
        $this->rebuild(static fn (array $columns): array => [...$columns, 'family_id']);
    }

    public function down(): void
    {
        $this->rebuild(static fn (array $columns): array => array_values(array_diff($columns, ['family_id'])));
    }

    /**
     * @param  Closure(list<string>): list<string>  $columns
     */
    private function rebuild(Closure $columns): void
    {
        $indexes = array_values(array_filter(Schema::getIndexes('products'), static fn (array $index): bool => in_array($index['name'], self::INDEXES, true)));
        Schema::table('products', function (Blueprint $table) use ($indexes): void {
            foreach ($indexes as $index) {
                $table->dropIndex($index['name']);
            }
        });
        Schema::table('products', function (Blueprint $table) use ($indexes, $columns): void {
            foreach ($indexes as $index) {
                $table->index($columns($index['columns']), $index['name']);
            }
        });
        if (DB::connection()->getDriverName() === 'sqlite') {
            DB::statement('ANALYZE products');
        }
    }
};
