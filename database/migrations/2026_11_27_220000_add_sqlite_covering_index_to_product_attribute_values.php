<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * SQLite only: the facet counts of a search read every spec value of its results by product id (up to 1 000 products,
 * about ten values each). The primary key's index (product_id, attribute_id) finds them, and then each value's row was
 * read from the table for its option and number; with those two in the index, the index alone answers (12 → 8 ms for
 * 1 000 results at a million products, bench/README.md). PostgreSQL was not measured; MariaDB keeps its rows in primary
 * key order already.
 */
return new class extends Migration
{
    private const NAME = 'product_attribute_values_product_covering_index';

    public function up(): void
    {
        if (DB::connection()->getDriverName() !== 'sqlite') {
            return;
        }
        Schema::table('product_attribute_values', function ($table) {
            $table->index(['product_id', 'attribute_id', 'attribute_option_id', 'number_value'], self::NAME);
        });
    }

    public function down(): void
    {
        if (DB::connection()->getDriverName() !== 'sqlite') {
            return;
        }
        Schema::table('product_attribute_values', function ($table) {
            $table->dropIndex(self::NAME);
        });
    }
};
