<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * The discount as a stored, indexed number, so "discounted products" (the discount list, the home slider, sorting by
 * discount) is an index range instead of comparing two columns over the whole table.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('products', function (Blueprint $table) {
            $table->unsignedTinyInteger('discount_percent')->default(0);
            $table->index(['discount_percent', 'popularity']);
        });

        DB::table('products')
            ->whereNotNull('old_price')
            ->whereColumn('old_price', '>', 'price')
            ->update(['discount_percent' => DB::raw('CAST(ROUND(100.0 * (old_price - price) / old_price) AS INTEGER)')]);
    }

    public function down(): void
    {
        Schema::table('products', function (Blueprint $table) {
            $table->dropIndex(['discount_percent', 'popularity']);
            $table->dropColumn('discount_percent');
        });
    }
};
