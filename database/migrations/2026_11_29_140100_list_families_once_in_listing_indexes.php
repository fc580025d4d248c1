<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * Listings now ask for `is_listed` (one variant per family, 2026_11_29_140000) beside `is_active`, so every products
 * index that holds `is_active` for them holds `is_listed` right after it: the facet counts stay answered from the
 * indexes alone, and a page is read from an index range as before. The indexes are found by their columns, whatever
 * earlier migrations named them, on every database.
 *
 * The price-order indexes (category level, is_active, price) also get `discount_percent` last: with the second flag
 * SQLite's planner took them for the discounts' category counts (grouped by subcategory), which they did not cover.
 */
return new class extends Migration
{
    public function up(): void
    {
        $this->rebuild(static function (array $columns): array {
            $columns = array_merge(...array_map(static fn (string $column): array => $column === 'is_active' ? ['is_active', 'is_listed'] : [$column], $columns));

            return end($columns) === 'price' ? [...$columns, 'discount_percent'] : $columns;
        }, 'is_active');
    }

    public function down(): void
    {
        $this->rebuild(static function (array $columns): array {
            $columns = array_values(array_diff($columns, ['is_listed']));

            return end($columns) === 'discount_percent' && $columns[count($columns) - 2] === 'price' ? array_slice($columns, 0, -1) : $columns;
        }, 'is_listed');
    }

    /**
     * @param  Closure(list<string>): list<string>  $columns
     */
    private function rebuild(Closure $columns, string $holding): void
    {
        $indexes = array_values(array_filter(
            Schema::getIndexes('products'),
            static fn (array $index): bool => ! $index['primary'] && ! $index['unique'] && count($index['columns']) > 1 && in_array($holding, $index['columns'], true),
        ));

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
