<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // The low-stock list compares each product's total with its own reorder level (or the default): the index it
        // reads gains the level so the count stays covered, and the highest level bounds the range it searches.
        Schema::table('products', function (Blueprint $table): void {
            $table->dropIndex('products_low_stock_index');
        });
        Schema::table('products', function (Blueprint $table): void {
            $table->index(['stock_total', 'popularity', 'reorder_level'], 'products_low_stock_index');
            $table->index('reorder_level', 'products_reorder_level_index');
        });
    }

    public function down(): void
    {
        Schema::table('products', function (Blueprint $table): void {
            $table->dropIndex('products_reorder_level_index');
            $table->dropIndex('products_low_stock_index');
        });
        Schema::table('products', function (Blueprint $table): void {
            $table->index(['stock_total', 'popularity'], 'products_low_stock_index');
        });
    }
};
