<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * A family's option values of its other variants (family_option_values) name the listed variant they count for, so a
 * spec filter and the facet counts reach them from the listing's own product by its id (an index the listing indexes
 * already end with), as they reach its own values in product_attribute_values: at 100 000 families × 3 variants the
 * filtered category's statements built the list of every family with the value first (about 30 ms each, five of them
 * a page). FamilyListing writes the column whenever it picks the listed variant.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('family_option_values', function (Blueprint $table): void {
            $table->foreignId('product_id')->nullable()->constrained()->cascadeOnDelete();
            $table->index(['product_id', 'attribute_id', 'attribute_option_id', 'number_value'], 'family_option_values_listed_index');
        });
        DB::table('family_option_values')->update([
            'product_id' => DB::table('products')->select('products.id')->whereColumn('products.family_id', 'family_option_values.family_id')->where('products.is_listed', true)->limit(1),
        ]);
    }

    public function down(): void
    {
        Schema::table('family_option_values', function (Blueprint $table): void {
            $table->dropIndex('family_option_values_listed_index');
            $table->dropConstrainedForeignId('product_id');
        });
    }
};
